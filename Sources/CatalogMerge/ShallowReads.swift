/// The three sides of a merge read shallow (`ShallowCatalog`): the base, then ours and theirs against it (nil for a
/// side that does not scan). Kept by the merge that is run twice when only theirs changed the layout: the second
/// run, on the sides swapped, takes the same reads swapped instead of reading the files again.
struct ShallowReads {
    /// The base.
    let base: ShallowCatalog
    /// Ours, read against the base without reading its differences.
    let ours: ShallowCatalog?
    /// Theirs, read as ours is.
    let theirs: ShallowCatalog?

    /// Reads ours and theirs against `base`, in parallel when `concurrently`.
    init(base: ShallowCatalog, ours: [UInt8], theirs: [UInt8], concurrently: Bool) {
        let sides = parallelMap([ours, theirs], concurrently: concurrently) {
            ShallowCatalog($0, reference: base, readingDifferences: false)
        }
        self.init(base: base, ours: sides[0], theirs: sides[1])
    }

    private init(base: ShallowCatalog, ours: ShallowCatalog?, theirs: ShallowCatalog?) {
        self.base = base
        self.ours = ours
        self.theirs = theirs
    }

    /// The same reads with ours and theirs exchanged.
    var swapped: ShallowReads { ShallowReads(base: base, ours: theirs, theirs: ours) }
}
