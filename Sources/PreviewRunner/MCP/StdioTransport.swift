import Foundation
import PreviewSnapshots

/// MCP's stdio transport: messages arrive on standard input and leave on standard output, one
/// JSON-RPC message a line, UTF-8, with no line feed inside a message.
///
/// Standard output carries messages and nothing else. The server takes it for itself before
/// anything else runs: it keeps a private, close-on-exec copy of the descriptor for its
/// messages and points descriptor 1 at standard error, so whatever else writes to standard
/// output — a `print` in this process, a library's warning — lands in the client's log
/// instead of corrupting the stream. Preview code never runs in this process at all: it runs
/// in workers, whose output is a pipe of their own.
enum StdioTransport {
  /// The longest line read as a message, 16 MiB; a longer one is answered with an error and
  /// skipped, never buffered whole.
  static let maximumLineLength = 16 << 20

  /// Takes standard output for the protocol: returns a private descriptor writing where
  /// standard output did, and sends descriptor 1 to standard error. `nil` when standard
  /// output is not open.
  static func claimStandardOutput() -> Int32? {
    let messages = POSIX.fcntl(POSIX.STDOUT_FILENO, POSIX.F_DUPFD_CLOEXEC, 3)
    guard messages >= 0 else { return nil }
    _ = POSIX.dup2(POSIX.STDERR_FILENO, POSIX.STDOUT_FILENO)
    return messages
  }

  /// Writes `message` and a line feed to `descriptor`; `false` when the client is gone.
  static func write(_ message: JSONValue, to descriptor: Int32) -> Bool {
    FileDescriptorIO.writeAll(Array((message.serialized + "\n").utf8), to: descriptor)
  }

  /// The lines read from `descriptor` until it ends, read on a thread of their own.
  static func lines(from descriptor: Int32) -> AsyncStream<TransportLine> {
    let (stream, continuation) = AsyncStream<TransportLine>.makeStream()
    let thread = Thread {
      var splitter = LineSplitter(maximumLength: maximumLineLength)
      while let bytes = FileDescriptorIO.readSome(from: descriptor), !bytes.isEmpty {
        for line in splitter.append(bytes) { continuation.yield(line) }
      }
      for line in splitter.finish() { continuation.yield(line) }
      continuation.finish()
    }
    thread.name = "mcp input"
    thread.start()
    return stream
  }
}

/// One line of the transport: a message's bytes, or a line over the limit, skipped.
enum TransportLine: Equatable, Sendable {
  case message([UInt8])
  /// A line of this many bytes, longer than the limit.
  case tooLong(bytes: Int)
}

/// Splits a byte stream into lines as the bytes arrive, wherever they are cut: a line ends at
/// a line feed (a carriage return before it is dropped); blank lines are skipped; a line over
/// `maximumLength` is counted, not kept.
struct LineSplitter {
  let maximumLength: Int
  private var buffer: [UInt8] = []
  /// The length of the over-long line being skipped, `nil` when none is.
  private var skipping: Int?

  init(maximumLength: Int) { self.maximumLength = maximumLength }

  /// The lines that `bytes` completes.
  mutating func append(_ bytes: some Collection<UInt8>) -> [TransportLine] {
    var lines: [TransportLine] = []
    var start = bytes.startIndex
    while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      take(bytes[start..<end])
      if let line = endLine() { lines.append(line) }
      start = bytes.index(after: end)
    }
    take(bytes[start...])
    return lines
  }

  /// The last line, when the stream ends without a line feed.
  mutating func finish() -> [TransportLine] {
    endLine().map { [$0] } ?? []
  }

  private mutating func take(_ part: some Collection<UInt8>) {
    if let skipped = skipping {
      skipping = skipped + part.count
    } else if buffer.count + part.count > maximumLength {
      skipping = buffer.count + part.count
      buffer = []
    } else {
      buffer.append(contentsOf: part)
    }
  }

  private mutating func endLine() -> TransportLine? {
    if let skipped = skipping {
      skipping = nil
      return .tooLong(bytes: skipped)
    }
    defer { buffer.removeAll(keepingCapacity: buffer.count < 1 << 16) }
    if buffer.last == UInt8(ascii: "\r") { buffer.removeLast() }
    if buffer.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return nil }
    return .message(buffer)
  }
}
