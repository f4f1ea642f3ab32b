/// The parts of one file that show nothing to the people the app is translated for, found once per file and read
/// by the project index (no evidence there) and by the linter and its rules (no findings there).
struct FileRegions: Sendable {
    /// Token ranges of previews (`#Preview`, `PreviewProvider` types): never shipped.
    let previews: [ClosedRange<Int>]
    /// Line ranges of `#if DEBUG` blocks and of developer-only types (`Linter.debugLineRanges`).
    let debugLines: [ClosedRange<Int>]

    /// The regions of `model`.
    init(_ model: SourceModel) {
        previews = ProjectIndex.previewRanges(model)
        debugLines = Linter.debugLineRanges(model)
    }
}
