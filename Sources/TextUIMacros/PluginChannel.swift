import Foundation

/// The compiler's plugin transport: messages are JSON objects, each preceded by its length
/// as a little-endian 64-bit integer, read from standard input and written to standard
/// output.
struct PluginChannel {
  private let input = FileHandle.standardInput
  private let output = FileHandle.standardOutput

  /// The next message, or nil when the compiler has closed the pipe.
  func receive() -> [String: Any]? {
    guard let header = read(count: 8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard length > 0, length < UInt64(Int32.max), let body = read(count: Int(length)) else { return nil }
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// Sends `message`; keys are sorted so the bytes are the same on every run.
  func send(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
    var length = UInt64(body.count).littleEndian
    output.write(Data(bytes: &length, count: 8) + body)
  }

  private func read(count: Int) -> Data? {
    var data = Data()
    while data.count < count {
      let chunk = input.readData(ofLength: count - data.count)
      if chunk.isEmpty { return nil }
      data.append(chunk)
    }
    return data
  }
}
