import Foundation
import LocalizedPlurals

// `CatalogDemo`: prints the German text of "Hello, world!" from the de.lproj that XCStringsCompilePlugin made
// from Localizable.xcstrings, then where Bundle.module holds the Russian plural table.
// `CatalogDemo plural N`: looks the plural key up in ru.lproj through Foundation and prints the Russian form for N.
// On Linux (Swift 6.3.1) Foundation crashes there (SIGSEGV in Bundle.localizedString): see the README.
// `CatalogDemo safe-plural N`: the same through LocalizedPlurals, which reads the .stringsdict itself.
func lproj(_ language: String) -> Bundle? {
    Bundle.module.path(forResource: language, ofType: "lproj").flatMap(Bundle.init(path:))
}
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "plural", let count = arguments.dropFirst().first.flatMap(Int.init), let russian = lproj("ru") {
    let format = russian.localizedString(forKey: "%lld files", value: nil, table: nil)
    print(String(format: format, locale: Locale(identifier: "ru"), count))
    exit(0)
}
if arguments.first == "safe-plural", let count = arguments.dropFirst().first.flatMap(Int.init) {
    print(LocalizedPlural.string(forKey: "%lld files", count: count, bundle: Bundle.module, language: "ru") ?? "no plural")
    exit(0)
}
guard let german = lproj("de") else {
    print("no de.lproj in \(Bundle.module.bundlePath)")
    exit(1)
}
print(german.localizedString(forKey: "Hello, world!", value: nil, table: nil))
print(Bundle.module.path(forResource: "Localizable", ofType: "stringsdict", inDirectory: nil, forLocalization: "ru")
    ?? "no ru.lproj/Localizable.stringsdict")
