// swift-tools-version:5.9
// git-xcstrings: a git merge driver, migrator, lint and check for Apple String Catalogs.
// No package dependencies, by design: everything here builds with the toolchain alone.
import PackageDescription

let package = Package(
    name: "git-xcstrings",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "git-xcstrings", targets: ["git-xcstrings"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        // Compiles a target's String Catalogs into .lproj tables in SwiftPM builds (see README).
        .plugin(name: "XCStringsCompilePlugin", targets: ["XCStringsCompilePlugin"]),
        // Plural lookups that read .stringsdict tables directly (Foundation on Linux crashes on them; see README).
        .library(name: "LocalizedPlurals", targets: ["LocalizedPlurals"]),
    ],
    targets: [
        // Libraries, one concern each.
        .target(name: "StringCatalog", dependencies: ["Diagnostics"]),
        .target(name: "Diagnostics"),
        .target(name: "CatalogMerge", dependencies: ["StringCatalog", "Diagnostics"]),
        .target(name: "LegacyStrings", dependencies: ["StringCatalog", "Diagnostics", "Git", "InterfaceBuilderStrings"]),
        .target(name: "CatalogCheck", dependencies: ["StringCatalog", "Diagnostics"]),
        .target(name: "SwiftLabelLint", dependencies: ["Diagnostics", "StringCatalog", "Git"]),
        .target(name: "Git", dependencies: ["Diagnostics"]),
        .target(name: "GitIntegration", dependencies: ["Git", "Diagnostics", "StringCatalog"]),
        .target(name: "CatalogReview", dependencies: ["StringCatalog", "CatalogCheck"]),
        .target(name: "XML", dependencies: ["Diagnostics"]),
        .target(name: "Exchange", dependencies: ["StringCatalog", "CatalogCheck", "XML", "Diagnostics"]),
        .target(name: "InterfaceBuilderStrings", dependencies: ["Diagnostics", "XML"]),
        .target(
            name: "XCStringsCLI",
            dependencies: [
                "StringCatalog", "CatalogMerge", "LegacyStrings", "CatalogCheck",
                "SwiftLabelLint", "Diagnostics", "Git", "GitIntegration", "CatalogReview", "Exchange",
            ]
        ),
        // Executables: thin wrappers over XCStringsCLI.
        .executableTarget(name: "git-xcstrings", dependencies: ["XCStringsCLI"]),
        .executableTarget(
            name: "xcstrings-bench",
            dependencies: [
                "StringCatalog", "CatalogMerge", "LegacyStrings", "CatalogCheck", "SwiftLabelLint", "CatalogReview",
                "Exchange", "XML",
            ]
        ),
        // The build tool plugin and its build step: catalogs → <lang>.lproj tables, for SwiftPM builds.
        .executableTarget(name: "xcstrings-compile", dependencies: ["LegacyStrings", "Diagnostics"]),
        .plugin(name: "XCStringsCompilePlugin", capability: .buildTool(), dependencies: ["xcstrings-compile"]),
        .target(name: "LocalizedPlurals", dependencies: ["CatalogCheck"]),

        // Tests mirror the sources; TestSupport holds what several test targets share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "TestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
        .testTarget(
            name: "CatalogMergeTests", dependencies: ["CatalogMerge", "StringCatalog", "TestSupport"], exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LegacyStringsTests",
            dependencies: ["LegacyStrings", "StringCatalog", "TestSupport", "InterfaceBuilderStrings"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "CatalogCheckTests", dependencies: ["CatalogCheck", "StringCatalog", "Diagnostics", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SwiftLabelLintTests",
            dependencies: ["SwiftLabelLint", "Diagnostics", "TestSupport"],
            exclude: ["Fixtures", "RealCode"]
        ),
        .testTarget(
            name: "GitIntegrationTests", dependencies: ["GitIntegration", "Git", "CatalogCheck", "Diagnostics", "StringCatalog", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "GitTests", dependencies: ["Git", "Diagnostics", "TestSupport"]),
        .testTarget(name: "XCStringsCLITests", dependencies: ["XCStringsCLI", "TestSupport"], exclude: ["Goldens"]),
        .testTarget(name: "CatalogReviewTests", dependencies: ["CatalogReview", "StringCatalog", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "XCStringsCompilePluginTests", dependencies: ["TestSupport"]),
        .testTarget(name: "LocalizedPluralsTests", dependencies: ["LocalizedPlurals", "CatalogCheck", "TestSupport"]),
        .testTarget(name: "XMLTests", dependencies: ["XML"]),
        .testTarget(name: "InterfaceBuilderStringsTests", dependencies: ["InterfaceBuilderStrings", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "ExchangeTests", dependencies: ["Exchange", "StringCatalog", "XML", "Diagnostics", "TestSupport"], exclude: ["Fixtures"]
        ),
    ]
)
