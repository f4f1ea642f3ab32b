/// The class of value a format specifier consumes; two specifiers are compatible when their classes match.
///
/// The classes are coarse on purpose: `%d`, `%ld`, `%lld`, `%i`, `%u` and `%x` all take an integer, and a translator
/// who writes `%d` for the source's `%lld` has not broken the string the way `%@` for `%lld` does.
public enum ArgumentKind: String, Equatable, Sendable {
    /// `%d %i %u %o %x %X %D %U %O`, with any length modifier (`%ld`, `%lld`, `%lu`, `%hhd`, `%zd`).
    case integer
    /// `%f %F %e %E %g %G %a %A`, with or without `L`.
    case float
    /// `%@`: an object (`String`, `NSNumber`, anything `CustomStringConvertible` in Swift).
    case object
    /// `%s %S`: a C string.
    case cString = "C string"
    /// `%c %C`: one character.
    case character
    /// `%p`: a pointer.
    case pointer
    /// `%n`: a pointer the count of characters is written to.
    case count
}
