import Diagnostics
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read, written or created, or that holds something a command refuses, as one plain
/// line: `path: error: message` (`path:line:col: error: message` when the problem is at one place).
///
/// Foundation's errors print as `Error Domain=NSCocoaErrorDomain Code=512 "(null)" UserInfo={…}` when
/// interpolated; every place where such an error can reach a user wraps it in a `FileError` (or asks
/// `reason(of:)` for its words) instead.
public struct FileError: LocatedError, Equatable, Sendable {
    /// The file, as the user named it (never nil; optional as `LocatedError` has it).
    public var path: String?
    /// Where in the file, when the problem is at one place; usually nil (the problem is the file).
    public var position: TextPosition?
    /// What failed, e.g. "cannot create the folder: not a directory".
    public var message: String

    /// Creates an error, at `position` when the problem is at one place.
    public init(path: String, position: TextPosition? = nil, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// The plain reason behind `error`, in lower case without a final period: the operating system's words
    /// (`not a directory`, `permission denied`) when Foundation wraps a POSIX error; our own errors' message and
    /// hint, without their place; Foundation's localized description otherwise — never the raw `NSError` dump.
    public static func reason(of error: Error) -> String {
        if let located = error as? LocatedError { return located.sentence }
        let nsError = error as NSError
        if let code = posixCode(of: nsError) { return lowercasedFirst(String(cString: strerror(code))) }
        if nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain {
            var text = nsError.localizedDescription
            if text.hasSuffix(".") { text.removeLast() }
            return lowercasedFirst(text)
        }
        if let described = (error as Any) as? CustomStringConvertible { return described.description }
        return lowercasedFirst(nsError.localizedDescription)
    }

    /// The POSIX error number inside a Foundation error (itself, or its underlying error).
    private static func posixCode(of error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { return posixCode(of: underlying) }
        return nil
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
