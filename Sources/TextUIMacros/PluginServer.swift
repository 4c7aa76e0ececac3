/// Answers the compiler's requests: its capability, then one expansion per `#Preview`.
/// A use the expansion cannot read expands to an `#error` that says why, so the compiler
/// reports it at the use site like any other error.
struct PluginServer {
  /// The protocol version whose messages this server reads and writes.
  static let protocolVersion = 7

  var channel: PluginChannel

  func run() {
    while let message = channel.receive() {
      channel.send(reply(to: message))
    }
  }

  /// The reply to one message; anything this plugin does not handle gets `invalidResponse`,
  /// which the compiler reports as an error at the use site.
  func reply(to message: [String: Any]) -> [String: Any] {
    if message["getCapability"] != nil {
      return ["getCapabilityResult": ["capability": ["protocolVersion": Self.protocolVersion]]]
    }
    if message["expandAttachedMacro"] != nil {
      // `@Previewable` marks a declaration for `#Preview`'s expansion to lift; on its own it
      // adds nothing.
      return ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]]
    }
    guard let request = message["expandFreestandingMacro"] as? [String: Any],
      let syntax = request["syntax"] as? [String: Any],
      let source = syntax["source"] as? String,
      let location = syntax["location"] as? [String: Any],
      let fileName = location["fileName"] as? String,
      let line = location["line"] as? Int
    else {
      return ["invalidResponse": [String: Any]()]
    }
    let expanded = PreviewMacroExpansion.expand(source: source, fileName: fileName, line: line)
    return ["expandMacroResult": ["expandedSource": expanded, "diagnostics": [Any]()]]
  }
}
