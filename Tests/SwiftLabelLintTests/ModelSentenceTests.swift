import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A model's stored `String` whose own value is a sentence, shown by a view through a reference to the model
/// (`Text(me.from)`, `Text(me[keyPath: \.bio])`), is prose kept in a model: reported at the literal. Only a sentence
/// counts — a clause mark or a line break in a script without case, or three words or more with one after the first
/// in lower case — so names, places and asset names need no word list to stay silent. Evidence: tune-11's My_app
/// (`Resume`). Twins: a lower-case person's name, a school's name, an asset name, a two-word motto, a title-case
/// place, and a sentence nothing shows.
final class ModelSentenceTests: XCTestCase {
    typealias Case = LintCase

    static let model = """
        import Foundation

        struct Profile {
            static let shared = Profile()
            let name = "jane doe"
            let school = "北山高中"
            let from = "來自：台北"
            let bio = "Hello, I like to build apps for my friends"
            let photo = "portrait"
            let motto = "Keep going"
            let caption = "第一個筆記，\\n第一步"
            let draft = "Notes I never show anyone here"
            let city = "San Francisco Bay Area"
        }
        """

    static let view = """
        import SwiftUI

        struct ProfileView: View {
            let me = Profile.shared

            var body: some View {
                VStack {
                    Text(me.name)
                    Text(me.school)
                    Text(me.from)
                    Text(me[keyPath: \\.bio])
                    Image(me.photo)
                    Text(me.motto)
                    Text(me.caption)
                    Text(me.city)
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "sentences a model stores and views show through a reference; names, places and assets silent",
             sources: [("App/Profile.swift", model), ("App/ProfileView.swift", view)],
             expected: [
                "App/Profile.swift:7:16 [string-into-text] 'Profile.from' holds a sentence that views show through a "
                    + "reference, as a 'String' that is never extracted for translation; make it a 'LocalizedStringResource' "
                    + "(String(localized: \"來自：台北\"))",
                "App/Profile.swift:8:15 [string-into-text] 'Profile.bio' holds a sentence that views show through a "
                    + "reference, as a 'String' that is never extracted for translation; make it a 'LocalizedStringResource' "
                    + "(String(localized: \"Hello, I like to build apps for my friends\"))",
                "App/Profile.swift:11:19 [string-into-text] 'Profile.caption' holds a sentence that views show through a "
                    + "reference, as a 'String' that is never extracted for translation; make it a 'LocalizedStringResource' "
                    + "(String(localized: \"第一個筆記，\\n第一步\"))",
             ]),
    ]

    func testModelSentencesShownThroughAReference() {
        LintCase.assertEach(Self.cases)
    }
}
