import Diagnostics
import XCTest
@testable import SwiftLabelLint

/// A stored `String` of an observable model (`ObservableObject`, `@Observable`) that a view shows through its
/// reference to the model (`Label(provider.lastUpdated, …)`, `if let error = provider.errorMessage { Label(error, …) }`,
/// `Text("City: \(provider.cityName)")`) and that the model sets to prose is text a person reads: each prose literal
/// is reported where the model writes it. Evidence: tune-11's AltitudeIndicator (`LocationProvider.errorMessage`,
/// `lastUpdatedText`) and AirQualityApp (`cityName = "Unknown"`). Twins that stay silent: a member bound to a control
/// (`$provider.query`), a code (`"ERR_42"`), a unit symbol, a member nothing shows (`note`), a private member, and
/// the same shape on a struct that is not an observable model.
final class ObservableModelTextTests: XCTestCase {
    typealias Case = LintCase

    static let model = """
        import Foundation
        import Combine

        final class LocationModel: ObservableObject {
            @Published var errorMessage: String?
            @Published var lastUpdated = "Not updated yet"
            @Published var cityName = ""
            @Published var query = ""
            @Published var statusCode: String?
            @Published var note = ""

            func refresh(found: String?) {
                errorMessage = nil
                if let found {
                    cityName = found
                } else {
                    self.cityName = "Unknown"
                    errorMessage = "Location access is off. Allow it in Settings."
                }
                lastUpdated = "Just now"
                query = "Coffee near me"
                statusCode = "ERR_42"
                note = "Remember to check the forecast"
            }
        }

        extension LocationModel {
            func failed() {
                errorMessage = "We could not find your location."
            }
        }

        @Observable
        final class WeatherStore {
            var message = "Welcome aboard"
            var units = "km/h"
            private var hint = "Pull to refresh"
        }

        struct Snapshot {
            var summary = "Sunny"
        }
        """

    static let view = """
        import SwiftUI

        struct WeatherView: View {
            @ObservedObject var provider: LocationModel
            @State private var store = WeatherStore()
            let snapshot: Snapshot

            var body: some View {
                VStack {
                    if let error = provider.errorMessage {
                        Label(error, systemImage: "exclamationmark.triangle")
                    }
                    Label(provider.lastUpdated, systemImage: "clock")
                    Text("City: \\(provider.cityName)")
                    TextField("Search", text: $provider.query)
                    Text(provider.query)
                    Text(provider.statusCode ?? "")
                    Text(store.message)
                    Text(store.units)
                    Text(snapshot.summary)
                }
            }
        }
        """

    static let cases: [Case] = [
        Case(name: "prose a model sets on members views show through a reference; codes, bound, unshown and private members silent",
             sources: [("App/LocationModel.swift", model), ("App/WeatherView.swift", view)],
             expected: [
                "App/LocationModel.swift:6:34 [string-into-text] 'LocationModel.lastUpdated' is text views show through a reference "
                    + "to the model, set here to a 'String' literal that is never extracted for translation; assign "
                    + "String(localized: \"Not updated yet\") (a 'LocalizedStringResource' is extracted)",
                "App/LocationModel.swift:17:29 [string-into-text] 'LocationModel.cityName' is text views show through a reference "
                    + "to the model, set here to a 'String' literal that is never extracted for translation; assign "
                    + "String(localized: \"Unknown\") (a 'LocalizedStringResource' is extracted)",
                "App/LocationModel.swift:18:28 [string-into-text] 'LocationModel.errorMessage' is text views show through a reference "
                    + "to the model, set here to a 'String' literal that is never extracted for translation; assign "
                    + "String(localized: \"Location access is off. Allow it in Settings.\") (a 'LocalizedStringResource' is extracted)",
                "App/LocationModel.swift:20:23 [string-into-text] 'LocationModel.lastUpdated' is text views show through a reference "
                    + "to the model, set here to a 'String' literal that is never extracted for translation; assign "
                    + "String(localized: \"Just now\") (a 'LocalizedStringResource' is extracted)",
                "App/LocationModel.swift:29:24 [string-into-text] 'LocationModel.errorMessage' is text views show through a reference "
                    + "to the model, set here to a 'String' literal that is never extracted for translation; assign "
                    + "String(localized: \"We could not find your location.\") (a 'LocalizedStringResource' is extracted)",
                "App/LocationModel.swift:35:19 [string-into-text] 'WeatherStore.message' is text views show through a reference "
                    + "to the model, set here to a 'String' literal that is never extracted for translation; assign "
                    + "String(localized: \"Welcome aboard\") (a 'LocalizedStringResource' is extracted)",
             ]),
    ]

    func testModelTextShownThroughAReference() {
        LintCase.assertEach(Self.cases)
    }
}
