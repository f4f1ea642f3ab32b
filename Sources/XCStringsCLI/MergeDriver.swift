import CatalogMerge
import Diagnostics
import Foundation
import Git
import StringCatalog

/// Runs one file merge the way git's merge driver protocol wants it: read %O %A %B, merge structurally (or
/// textually when a side is not a readable catalog), write the result to the output atomically (unless the output is
/// ours' file and already holds the result), and report.
///
/// The driver layer owns everything outside the pure engine (`CatalogMerger`: three byte buffers in, the merged
/// tree and its conflicts out): the file reads, git's `merge.conflictStyle`, the `git merge-file` fallback and
/// the atomic write. It merges once: the conflict style is asked for only when conflicts are left, and the
/// engine's result writes its hunks in it.
struct MergeDriver: Sendable {
    /// Where the result goes.
    enum Destination: Sendable, Equatable {
        /// Replace this file atomically (the driver's %A, or `merge -o`); left as it is when it is ours' file and the
        /// result is its very bytes.
        case file(String)
        /// Return the bytes to the caller (the `merge` command's stdout).
        case returned
    }

    /// The outcome: git's exit code, the summary line for stderr, and the bytes when `.returned`.
    struct Report: Sendable {
        /// 0 clean, 1 conflicts left, 2 nothing written.
        var exitCode: ExitCode
        /// One line for stderr (no newline).
        var message: String
        /// The merged bytes, when the destination is `.returned`.
        var output: [UInt8]?
    }

    /// The common ancestor (%O); an empty file when the file was added on both sides.
    var basePath: String
    /// Our version (%A), which the driver replaces with the result.
    var oursPath: String
    /// Their version (%B).
    var theirsPath: String
    /// The name shown in the summary (%P).
    var displayPath: String
    /// Marker size and labels; the conflict style comes from `conflictStyle`.
    var options: MergeOptions
    /// Where the style of written hunks comes from (git config is only asked when the driver writes hunks).
    var conflictStyle: ConflictStyleSource
    /// The inputs as the user named them, set by `git xcstrings merge`: an input that is JSON but not a String
    /// Catalog is then refused (exit 2, nothing written, the input named) instead of merged as text. The driver
    /// leaves it nil: git must get a result, so such a file goes to git's textual merge like unreadable input.
    var refusedNonCatalogNames: [MergeSide: String]?
    /// Takes the merge's read trees once the result is written (`MergeReads`): a process about to exit keeps
    /// them instead of freeing them (`CommandContext.keepUntilExit`). By default they are freed as usual.
    var keepUntilExit: @Sendable (AnyObject) -> Void = { _ in }

    /// Creates a driver run.
    init(
        basePath: String, oursPath: String, theirsPath: String, displayPath: String, options: MergeOptions,
        conflictStyle: ConflictStyleSource
    ) {
        self.basePath = basePath
        self.oursPath = oursPath
        self.theirsPath = theirsPath
        self.displayPath = displayPath
        self.options = options
        self.conflictStyle = conflictStyle
    }

    /// Merges and writes. Never throws: every failure becomes exit code 2 with the destination untouched.
    func run(to destination: Destination) -> Report {
        let base: [UInt8], ours: [UInt8], theirs: [UInt8]
        do {
            base = try Self.readFile(basePath)
            ours = try Self.readFile(oursPath)
            theirs = try Self.readFile(theirsPath)
        } catch {
            // The files may be git's temporary copies: the line names the merged file, and the copy in its message.
            return nothingWritten(FileError(path: displayPath, message: FileError.reason(of: error)))
        }
        var result: MergeResult
        do {
            let merger = CatalogMerger(options: options)
            if refusedNonCatalogNames != nil, ours[...].hasSameBytes(as: theirs[...]) {
                try CatalogMerger.requireReadable(base, side: .base, path: displayPath)
            }
            result = try merger.merge(base: base, ours: ours, theirs: theirs, path: displayPath)
        } catch let error as MergeInputError where error.notACatalog != nil && refusedNonCatalogNames != nil {
            let name = refusedNonCatalogNames?[error.side] ?? displayPath
            return nothingWritten(error.notACatalog?.naming(name) ?? FileError(path: name, message: error.reason))
        } catch let error as MergeInputError {
            do {
                let textual = try TextualMerge.merge(
                    basePath: basePath, oursPath: oursPath, theirsPath: theirsPath, options: options,
                    style: conflictStyle.textualStyle)
                result = MergeResult(
                    bytes: textual.bytes, conflicts: [], changesFromOurs: 0, changesFromTheirs: 0,
                    fallbackReason: "\(error.side.rawValue): \(error.reason)", textualConflictCount: textual.conflicts)
                if textual.conflicts == 0 {
                    do {
                        _ = try JSONDocument(bytes: textual.bytes, path: displayPath)
                    } catch let unreadable as JSONReadError {
                        result.unreadableResult = "\(unreadable.line):\(unreadable.column): \(unreadable.message)"
                    }
                }
            } catch {
                return nothingWritten(error)
            }
        } catch {
            return nothingWritten(error)
        }
        let exitCode: ExitCode = result.isClean ? .clean : .findings
        // git's configuration is asked only when the driver writes hunks itself (a fallback's git read it already).
        let bytes = result.writesHunks ? result.bytes(conflictStyle: conflictStyle.resolve()) : result.bytes
        switch destination {
        case .returned:
            return Report(exitCode: exitCode, message: result.summary(path: displayPath), output: bytes)
        case .file(let path):
            do {
                // A result that is ours' very bytes (both sides the same, or theirs' changes already in ours: half
                // the corpus's merges) is already in the file: no temporary file, write and rename.
                // Else like git's own work-tree writes: atomic (temporary file + rename), not flushed to disk.
                if path != oursPath || !bytes[...].hasSameBytes(as: ours[...]) {
                    try AtomicFile.write(bytes, toPath: path, durable: false)
                }
            } catch {
                let failure = FileError(path: displayPath, message: FileError.reason(of: error))
                return Report(exitCode: .failure, message: failure.rendered(program: Self.program), output: nil)
            }
            if let reads = result.reads { keepUntilExit(reads) }
            return Report(exitCode: exitCode, message: result.summary(path: displayPath), output: nil)
        }
    }

    /// The program named by a line about no one file.
    private static let program = "git-xcstrings merge"

    /// Exit 2 with the destination untouched: the error's one line (`path[:line:col]: error: …`, the merged file
    /// named when the error names none), ending in "nothing was written".
    private func nothingWritten(_ error: Error) -> Report {
        let located = (error as? LocatedError).flatMap { $0.path == nil ? nil : $0 }
            ?? FileError(path: displayPath, message: FileError.reason(of: error))
        return Report(
            exitCode: .failure, message: located.rendered(program: Self.program) + "; nothing was written", output: nil)
    }

    /// One side could not be read; `path` is git's temporary file, named in the message.
    private static func unreadable(_ path: String, errorNumber: Int32) -> FileError {
        let reason = String(cString: strerror(errorNumber))  // "No such file or directory": lower case, like our messages
        return FileError(path: path, message: "cannot read \(path): " + reason.prefix(1).lowercased() + reason.dropFirst())
    }

    private static func readFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(path, errorNumber: errno) }
        defer { close(descriptor) }
        // Size the buffer from fstat and leave it uninitialized: zeroing a large fixed chunk cost more page faults
        // than the whole merge of a small catalog. A file that grows while being read is still read to its end.
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        var bytes: [UInt8] = []
        var capacity = expected + 1
        while true {
            let start = bytes.count
            var failure: Int32 = 0
            var reachedEnd = false
            let more = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let count = read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 {
                        reachedEnd = true
                        return
                    }
                    initialized += count
                }
            }
            if failure != 0 { throw unreadable(path, errorNumber: failure) }
            if start == 0 { bytes = more } else { bytes.append(contentsOf: more) }
            if reachedEnd { return bytes }
            capacity = max(capacity, 1 << 16)
        }
    }

    /// git's `merge.conflictStyle` as seen from `directory` (the repository git runs the driver in; a path, so the
    /// driver builds no URL unless git is asked); `.merge` when unset or unknown.
    static func gitConflictStyle(in directory: String) -> MergeOptions.ConflictStyle {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        guard let git = try? Git(directory: folder, environment: ProcessInfo.processInfo.environment),
              let value = try? GitConfig(git: git).get("merge.conflictStyle")
        else { return .merge }
        return MergeOptions.ConflictStyle(rawValue: value.lowercased()) ?? .merge
    }
}
