import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output that a command can trust: a closed stream stays closed instead of becoming
/// the next file opened (the meal log!), and a write that failed (a full disk, a closed
/// stream) is an error at the end instead of a silent exit 0.
public enum StandardStreams {
  /// Puts /dev/null, opened for reading only, on any of 0, 1 and 2 that is closed: the numbers
  /// stay taken, and writing to them fails as writing to a closed stream should.
  public static func reserve() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }

  /// What is waiting to be written to stdout, and the first write error.
  nonisolated(unsafe) private static var pending: [UInt8] = []
  nonisolated(unsafe) private static var failure: Int32?

  /// One line of output (what `print` would write), buffered; every command writes through this.
  static func line(_ text: String) {
    append(text)
    append("\n")
  }

  /// Text without a line break after it, buffered as `line` is (a JSON array written a row
  /// at a time).
  static func append(_ text: String) {
    pending.append(contentsOf: text.utf8)
    if pending.count >= 65_536 { flush() }
  }

  /// Writes what is pending; remembers the first error.
  static func flush() {
    var offset = 0
    while offset < pending.count && failure == nil {
      let written = pending[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno != EINTR {
        failure = errno
      }
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// One line on stderr, "nomeat-tui: " first. Failures are ignored: there is nowhere left to
  /// say them, and FileHandle's `write` traps (exit 132) on a closed or broken stderr.
  public static func error(_ text: String) {
    let bytes = Array("nomeat-tui: \(text)\n".utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written == 0 || errno != EINTR {
        return
      }
    }
  }

  /// Flushes stdout and throws if any write to it failed.
  public static func finishOutput() throws(UsageError) {
    flush()
    if let failure {
      throw UsageError(
        "cannot write to standard output (\(String(cString: strerror(failure)).lowercased())); check where the output goes (a full disk, a closed stream) and run again"
      )
    }
  }
}

/// `print` for the commands: through `StandardStreams`, so that a failed write is not lost.
func print(_ text: String) {
  StandardStreams.line(text)
}
