/// A model value's stored fields held in one reference and copied only when written while shared (copy on write).
///
/// A catalog's entries and localizations are handed out by value wherever a check, a listing or a map walks them;
/// holding their fields directly, each such copy retained every string, map and unknown-field object inside, through
/// the runtime's generic value witnesses (a fifth of `check`'s instructions on a large catalog). Behind this, a copy
/// is one retain. Value semantics are kept: a write to a shared value copies the fields first.
/// Its accessors are inlinable so that the checks in other modules read a field with a load, not a call; the box's
/// field is exempt from run-time exclusivity checks, which every read of a class's stored property otherwise makes
/// (the box is never reached from two accesses at once: it is private to the value that holds it).
@usableFromInline
struct SharedFields<Fields>: @unchecked Sendable {
    /// The box is only written while this value holds the only reference to it, so sharing it is safe.
    @usableFromInline
    final class Box {
        @usableFromInline @exclusivity(unchecked) var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    @usableFromInline
    init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields; writing them copies them first when another value shares them.
    @inlinable
    var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// Whether the two hold the very same fields (then they are equal without comparing them).
    @inlinable
    func isIdentical(to other: SharedFields<Fields>) -> Bool { box === other.box }
}
