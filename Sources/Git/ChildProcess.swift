import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one child process with `posix_spawn` and waits for it with `waitpid`, capturing its output.
///
/// Foundation's `Process.waitUntilExit()` notices the end of a child by running its run loop in 50 ms steps, so
/// each git call cost about 50 ms of wall time whatever git did (a `diff` between two revisions makes eight calls,
/// a `check` inside a repository three). Here the wait returns when the child ends. Every child the tool starts
/// (git, and the doctor's `--version` probe of an executable) is started here.
public enum ChildProcess {
    /// Runs `executable` (argv[0] is its path) with `arguments` in `directory` with exactly `environment`, feeding
    /// `input` on standard input. Returns the exit status (for a child killed by a signal, the signal number, as
    /// `Process.terminationStatus` gives it) and both outputs; nil when the child could not be started.
    public static func run(
        executable: String, arguments: [String], directory: String, environment: [String: String], input: Data?
    ) -> GitResult? {
        guard let standardInput = Pipe.make() else { return nil }
        guard let standardOutput = Pipe.make() else {
            standardInput.closeBoth()
            return nil
        }
        guard let standardError = Pipe.make() else {
            standardInput.closeBoth()
            standardOutput.closeBoth()
            return nil
        }
        let pid = spawn(
            executable, arguments: arguments, directory: directory, environment: environment,
            standardInput: standardInput.read, standardOutput: standardOutput.write, standardError: standardError.write)
        close(standardInput.read)
        close(standardOutput.write)
        close(standardError.write)
        guard let pid else {
            close(standardInput.write)
            close(standardOutput.read)
            close(standardError.read)
            return nil
        }
        // Write stdin and drain stderr on other threads so a large input or output never deadlocks on a full pipe.
        // A child that ends without reading its input closes the pipe: the write must then fail with EPIPE, not
        // end this process with SIGPIPE (git's `cat-file --batch` exits at once in a broken repository).
        _ = brokenPipeIgnored
        let group = DispatchGroup()
        let errors = Received()
        DispatchQueue.global().async(group: group) { writeAll(input ?? Data(), to: standardInput.write) }
        DispatchQueue.global().async(group: group) { errors.data = readAll(standardError.read) }
        let output = readAll(standardOutput.read)
        group.wait()
        return GitResult(status: waitForExit(pid), stdout: output, stderr: errors.data)
    }

    /// Starts the child with the three descriptors as its standard streams; nil when it could not be started.
    private static func spawn(
        _ executable: String, arguments: [String], directory: String, environment: [String: String],
        standardInput: Int32, standardOutput: Int32, standardError: Int32
    ) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        spawnChangingDirectory(&actions, directory)
        // The child starts with no signal blocked, whatever thread starts it.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        // Only the three streams are inherited (Linux pipes are made close-on-exec instead).
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
        return pid
    }

    /// Waits for the child and returns its exit status, or the signal that ended it.
    private static func waitForExit(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : signal
    }

    /// Everything `descriptor` gives until its end; closes it.
    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(descriptor)
        return data
    }

    /// Writes `data` to `descriptor` (stopping early if the child closed its end), then closes it.
    private static func writeAll(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, base + offset, bytes.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        close(descriptor)
    }

    /// The two ends of a pipe, close-on-exec so a child started at the same time by another thread inherits none.
    private struct Pipe {
        var read: Int32
        var write: Int32

        static func make() -> Pipe? {
            var ends: [Int32] = [-1, -1]
            #if canImport(Darwin)
            guard pipe(&ends) == 0 else { return nil }
            #else
            guard pipeClosingOnExec(&ends, O_CLOEXEC) == 0 else { return nil }
            #endif
            return Pipe(read: ends[0], write: ends[1])
        }

        func closeBoth() {
            close(read)
            close(write)
        }
    }
}

#if canImport(Darwin)
private func spawnChangingDirectory(_ actions: inout posix_spawn_file_actions_t?, _ path: String) {
    posix_spawn_file_actions_addchdir_np(&actions, path)
}
#else
// glibc has both since 2.29, but Swift's Glibc module leaves out what needs _GNU_SOURCE: declared here.
@_silgen_name("posix_spawn_file_actions_addchdir_np")
private func addChangeDirectory(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: UnsafePointer<CChar>) -> Int32

@_silgen_name("pipe2")
private func pipeClosingOnExec(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

private func spawnChangingDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String) {
    _ = addChangeDirectory(&actions, path)
}
#endif

/// Set once, on first use: SIGPIPE is ignored for the whole process, as sourcekit-lsp does (Linux has no per-pipe
/// `F_SETNOSIGPIPE`). Every write of the tool's handles EPIPE itself, standard output included (`CommandContext`).
private let brokenPipeIgnored: Bool = {
    _ = signal(SIGPIPE, SIG_IGN)
    return true
}()

/// Holds bytes read on another thread; the DispatchGroup wait orders the write before the read.
private final class Received: @unchecked Sendable {
    var data = Data()
}
