import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A sentence passed to a model's initializer for a field that views show through a reference
/// (`Material(…, descricao: "A estrutura base do nosso projeto.")` shown by `Text(focused.descricao)`) is prose kept in
/// a model: reported at the literal. Only a sentence that ends as one counts, so names passed beside it stay silent
/// without a word list. Evidence: tune-11's Gambiarra. Twins: a name of three words (`"Rolo de Papelão"`), a phrase
/// without a sentence's end, an asset name, and sample values built in a `preview` member.
final class ModelFieldSentenceTests: XCTestCase {
    typealias Case = LintCase

    static let model = """
        import Foundation

        struct Material: Identifiable {
            let id = UUID()
            let nome: String
            let descricao: String
            let asset: String
        }
        """

    static let game = """
        import SwiftUI

        final class GameState: ObservableObject {
            @Published var materials: [Material] = []

            func reset() {
                materials = [
                    Material(nome: "Rolo de Papelão", descricao: "A estrutura base do nosso projeto.", asset: "Papelao"),
                    Material(nome: "Cola", descricao: "Essencial para unir peças", asset: "Cola"),
                ]
            }

            static var preview: [Material] {
                [Material(nome: "Tesoura", descricao: "Use com cuidado para cortar.", asset: "Tesoura")]
            }
        }

        struct MaterialCard: View {
            let focused: Material

            var body: some View {
                VStack {
                    Text(focused.nome)
                    Text(focused.descricao)
                    Image(focused.asset)
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a sentence passed to a model field views show through a reference; names, phrases, assets, previews silent",
             sources: [("App/Material.swift", model), ("App/GameState.swift", game)],
             expected: [
                "App/GameState.swift:8:58 [string-into-text] 'Material.descricao' is shown by views through a reference, "
                    + "and this sentence passed to it is never extracted for translation; type it 'LocalizedStringResource' "
                    + "and pass String(localized: \"A estrutura base do nosso projeto.\")",
             ]),
    ]

    func testSentencePassedToAShownModelField() {
        LintCase.assertEach(Self.cases)
    }
}
