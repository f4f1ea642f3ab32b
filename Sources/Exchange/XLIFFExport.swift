import StringCatalog

/// Plans `export --xliff`: one XLIFF file per language over all the catalogs given, or one `.xcloc` bundle per
/// language. Pure: catalogs in, file paths (relative to the output folder) and bytes out.
public struct XLIFFExport {
    /// A catalog to export and the path `original` names it by.
    public struct Input {
        public var path: String
        public var catalog: Catalog
        /// The catalog file's bytes, copied into an `.xcloc`'s `Source Contents`.
        public var bytes: [UInt8]

        /// Creates an input.
        public init(path: String, catalog: Catalog, bytes: [UInt8]) {
            self.path = path
            self.catalog = catalog
            self.bytes = bytes
        }
    }

    /// One file to write.
    public struct Output: Equatable {
        /// Relative to the output folder, `/`-separated.
        public var path: String
        public var bytes: [UInt8]
    }

    public var inputs: [Input]
    /// The languages asked for; nil for every language of the catalogs except their source language.
    public var languages: [String]?
    /// Writes `.xcloc` bundles instead of bare `.xliff` files.
    public var xcloc: Bool

    /// Creates a plan.
    public init(inputs: [Input], languages: [String]?, xcloc: Bool) {
        self.inputs = inputs
        self.languages = languages
        self.xcloc = xcloc
    }

    /// The languages exported, sorted.
    public var exportedLanguages: [String] {
        if let languages { return languages }
        var found = Set<String>()
        for input in inputs {
            for language in input.catalog.languages where language != input.catalog.sourceLanguage {
                found.insert(language)
            }
        }
        return found.sorted()
    }

    /// Each catalog's part of one language's XLIFF.
    public func parts(language: String) -> [XLIFFWriter.File] {
        inputs.map { input in
            XLIFFWriter.File(original: input.path, sourceLanguage: input.catalog.sourceLanguage, targetLanguage: language,
                             units: UnitPlanner.units(of: input.catalog, language: language))
        }
    }

    /// Every file to write, with the number of units per language.
    public func outputs() -> (files: [Output], unitCounts: [(language: String, units: Int)]) {
        var files: [Output] = []
        var counts: [(String, Int)] = []
        for language in exportedLanguages {
            let parts = parts(language: language)
            counts.append((language, parts.reduce(0) { $0 + $1.units.count }))
            let xliff = XLIFFWriter.bytes(parts)
            if xcloc {
                let bundle = "\(language).xcloc"
                files.append(Output(path: "\(bundle)/contents.json",
                                    bytes: XCLOCLayout.contents(developmentRegion: inputs.first?.catalog.sourceLanguage ?? "en",
                                                                project: inputs.first?.path ?? "", targetLocale: language)))
                files.append(Output(path: "\(bundle)/\(XCLOCLayout.localizedContents)/\(language).xliff", bytes: xliff))
                for input in inputs {
                    let inside = input.path.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "/")
                    files.append(Output(path: "\(bundle)/\(XCLOCLayout.sourceContents)/\(inside)", bytes: input.bytes))
                }
            } else {
                files.append(Output(path: "\(language).xliff", bytes: xliff))
            }
        }
        return (files, counts)
    }
}
