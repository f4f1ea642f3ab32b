import StringCatalog
import XCTest

/// A small deterministic generator (SplitMix64), so property tests are reproducible from their seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generated catalogs: read(write(m)) == m, and writing is deterministic.
final class PropertyTests: XCTestCase {
    private let alphabet = Array("aAbB zZ09%@-_./é\u{301}\"\\\n\tü😀(")

    private func randomText(_ rng: inout SeededGenerator) -> String {
        String((0..<Int.random(in: 0...8, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
    }

    private func randomLocalization(_ rng: inout SeededGenerator, depth: Int) -> Localization {
        var localization = Localization()
        let states: [TranslationState] = [.new, .needsReview, .translated, .stale, TranslationState(rawValue: "custom")]
        switch Int.random(in: 0..<(depth > 0 ? 2 : 4), using: &rng) {
        case 0, 1:
            localization.stringUnit = StringUnit(state: states.randomElement(using: &rng) ?? .new, value: randomText(&rng))
        case 2:
            var plural = OrderedMap<Localization>()
            for category in ["zero", "one", "few", "many", "other"] where Bool.random(using: &rng) || category == "other" {
                plural[category] = randomLocalization(&rng, depth: depth + 1)
            }
            localization.variations = Variations(plural: plural)
        default:
            var device = OrderedMap<Localization>()
            for name in ["iphone", "mac", "other"] { device[name] = randomLocalization(&rng, depth: depth + 1) }
            localization.variations = Variations(device: device)
            localization.substitutions = OrderedMap([("count", Substitution(argNum: 1, formatSpecifier: "ld"))])
        }
        return localization
    }

    private func randomCatalog(seed: UInt64) -> Catalog {
        var rng = SeededGenerator(seed: seed)
        var catalog = Catalog(sourceLanguage: "en", version: ["1.0", "1.1", "1.3"].randomElement(using: &rng) ?? "1.0")
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            var entry = CatalogEntry()
            if Bool.random(using: &rng) { entry.comment = randomText(&rng) }
            if Bool.random(using: &rng) { entry.extractionState = [.manual, .stale, .extractedWithValue, .migrated].randomElement(using: &rng) }
            if Int.random(in: 0..<5, using: &rng) == 0 { entry.shouldTranslate = false }
            if Bool.random(using: &rng) {
                var localizations = OrderedMap<Localization>()
                for language in ["en", "de", "zh-Hans", "ru"] where Bool.random(using: &rng) {
                    localizations[language] = randomLocalization(&rng, depth: 0)
                }
                entry.localizations = localizations
            }
            catalog.strings[randomText(&rng)] = entry
        }
        return catalog
    }

    func testReadOfWriteIsIdentityAndWriteIsDeterministic() throws {
        for seed in 0..<300 as Range<UInt64> {
            let catalog = randomCatalog(seed: seed)
            let bytes = catalog.xcodeBytes()
            XCTAssertEqual(bytes, catalog.xcodeBytes(), "seed \(seed): write is not deterministic")
            let reread = try CatalogFile(bytes: bytes, path: "seed-\(seed)")
            XCTAssertEqual(reread.catalog, catalog, "seed \(seed): read(write(m)) != m")
            XCTAssertEqual(reread.document().serialized(), bytes, "seed \(seed): unchanged document not byte-identical")
            XCTAssertEqual(reread.document().canonicalBytes(), bytes, "seed \(seed): canonical form is not a fixed point")
        }
    }
}
