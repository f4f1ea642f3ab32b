/// An error whose description is already a complete diagnostic line, `path:line:col: error: message`, in the form
/// Xcode and editors read. The CLI prints such errors as they are instead of prefixing the command name.
public protocol LocatedError: Error, CustomStringConvertible {}

extension JSONReadError: LocatedError {}
extension CatalogFileError: LocatedError {}
