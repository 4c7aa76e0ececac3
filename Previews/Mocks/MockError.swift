/// The failures previews and tests make mocks answer with, each described as the screen
/// shows it, so an error snapshot reads like what a user would see.
enum MockError: Error, Equatable, CustomStringConvertible {
  /// No network.
  case offline
  /// The server answered with an error status.
  case server(status: Int)
  /// A mock was called for something its preview did not set up: a preview that shows this
  /// uses a dependency it was not meant to (the article's `unimplemented` test value).
  case unimplemented(String)

  var description: String {
    switch self {
    case .offline: "The Internet connection appears to be offline."
    case .server(let status): "The server answered with status \(status)."
    case .unimplemented(let name): "\(name) is not mocked here."
    }
  }
}
