import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A computed `String` of a model in a file that imports no UI framework (a Core Data class) whose only prose is a
/// phrase after `??` (`var wrappedBio: String { bio ?? "No Bio" }`), shown by a view (`Text("Bio: \(p.wrappedBio)")`,
/// `Text(user.wrappedUsername)`): the placeholder is words the app writes, never extracted. Without a UI
/// framework in the file, a member's returned words otherwise count only for enums, since model files hold product
/// names; a fallback phrase is no product name. Evidence: tune-12's OSM (`wrappedUsername`, `wrappedBio`). Twins that
/// stay silent: a one-word placeholder (`?? "Unknown"`), a code (`?? "N/A"`), a fallback phrase nothing shows
/// (`wrappedEmail`), and a member returning a name without `??` (`var kind: String { "Apple TV" }`).
final class ModelFallbackPhraseTests: XCTestCase {
    typealias Case = LintCase

    static let model = """
        import Foundation
        import CoreData

        public class UserProfile: NSManagedObject {
            @NSManaged public var username: String?
            @NSManaged public var bio: String?
            @NSManaged public var email: String?
            @NSManaged public var city: String?
            @NSManaged public var code: String?

            public var wrappedUsername: String {
                username ?? "Unknown User"
            }

            public var wrappedBio: String {
                bio ?? "No Bio"
            }

            public var wrappedEmail: String {
                email ?? "No Email Provided"
            }

            public var wrappedCity: String {
                city ?? "Unknown"
            }

            public var wrappedCode: String {
                code ?? "N/A"
            }

            public var kind: String {
                "Apple TV"
            }
        }
        """

    static let view = """
        import SwiftUI

        struct ProfileView: View {
            let profile: UserProfile?

            var body: some View {
                VStack {
                    if let profile {
                        Text(profile.wrappedUsername)
                        Text("Bio: \\(profile.wrappedBio)")
                        Text(profile.wrappedCity)
                        Text(profile.wrappedCode)
                        Text(profile.kind)
                    }
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "a shown fallback phrase of a Foundation-only model; a one-word placeholder, a code, an unshown member and a name silent",
             sources: [("App/Models/UserProfile.swift", model), ("App/Views/ProfileView.swift", view)],
             expected: [
                "App/Models/UserProfile.swift:11:16 [string-typed-label] 'wrappedUsername' returns words typed 'String', "
                    + "so they are never extracted for translation; return a 'LocalizedStringResource' (each literal then "
                    + "becomes a catalog entry)",
                "App/Models/UserProfile.swift:15:16 [string-typed-label] 'wrappedBio' returns words typed 'String', so "
                    + "they are never extracted for translation; return a 'LocalizedStringResource' (each literal then "
                    + "becomes a catalog entry)",
             ]),
    ]

    func testShownFallbackPhraseOfFoundationOnlyModel() {
        LintCase.assertEach(Self.cases)
    }
}
