/// Whole-buffer reads and writes on raw file descriptors, retrying on `EINTR`: the worker
/// protocol runs over pipes that Foundation's file handles would buffer or trap on.
package enum FileDescriptorIO {
  /// Writes every byte; false when the other end is gone (or another error).
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) } == 0
  }

  /// Writes every byte of `buffer`, retrying on `EINTR`; 0 on success, else the `errno`.
  package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < buffer.count {
      let written = POSIX.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if POSIX.errno == POSIX.EINTR { continue }
        return POSIX.errno
      }
      offset += written
    }
    return 0
  }

  /// Reads what is available, up to 64 KiB: empty at end of file, `nil` on error.
  package static func readSome(from descriptor: Int32) -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { POSIX.read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return Array(chunk[..<count]) }
      if POSIX.errno != POSIX.EINTR { return nil }
    }
  }
}
