/// How much a section header stands out, as SwiftUI's `Prominence`: an increased header in a
/// grouped list or form is drawn bold and as written, instead of dim and in upper case.
public enum Prominence: Sendable, Hashable {
  /// The style's usual header, or a header that stands out more.
  case standard, increased
}

private struct HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
  /// The prominence of section headers below; set it with `.headerProminence(_:)`.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

extension View {
  /// Makes the headers of the sections below stand out (`.increased`: bold, as written), as
  /// SwiftUI's `.headerProminence(_:)`.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }

  /// SwiftUI's separators between the sections of a list. Accepted with no effect: sections
  /// are set apart by their chrome and a blank line.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
}
