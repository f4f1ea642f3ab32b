// swift-tools-version:5.9
// A package whose String Catalog is compiled by XCStringsCompilePlugin, so `swift build` / `swift run` find its
// translations in Bundle.module (SwiftPM alone copies the catalog unchanged). Depends on git-xcstrings by path
// (this repository); a package of yours would use `.package(url: …, from: …)` instead.
import PackageDescription

let package = Package(
    name: "CatalogPackage",
    defaultLocalization: "en",
    dependencies: [.package(name: "git-xcstrings", path: "../..")],
    targets: [
        .executableTarget(
            name: "CatalogDemo",
            dependencies: [.product(name: "LocalizedPlurals", package: "git-xcstrings")],
            plugins: [.plugin(name: "XCStringsCompilePlugin", package: "git-xcstrings")]
        ),
    ]
)
