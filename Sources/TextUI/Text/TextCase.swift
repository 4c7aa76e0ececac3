extension Text {
  /// A case to show text in, as SwiftUI's `Text.Case`: grouped list and form section headers
  /// are shown in upper case, and `.textCase(nil)` on a header keeps it as written.
  public enum Case: Sendable, Hashable {
    /// Every letter in upper case, or every letter in lower case.
    case uppercase, lowercase

    /// `string` in this case, by Unicode's default case mapping (no locale), so snapshots are
    /// the same on every machine.
    func apply(to string: String) -> String {
      switch self {
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      }
    }
  }
}

extension View {
  /// Shows `Text` below this view in `textCase`, as SwiftUI's `.textCase(_:)`; `nil` shows it
  /// as written (which is how a section header opts out of its upper case).
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }
}
