/// SwiftUI's `ShareLink`: a button that opens the share sheet. Drawn as a plain
/// "⇪ Share" (or your label); tapping it does nothing in a preview, where there is no sheet.
public struct ShareLink<Label: View>: View {
  let label: Label

  /// A link that shares `item`, labelled by `label`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link that shares `items`, labelled by `label`.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }.buttonStyle(.plain)
  }
}

extension ShareLink where Label == TextUI.Label<Text, Text> {
  /// "⇪ Share", sharing `item`.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = TextUI.Label(verbatim: "Share", systemImage: "square.and.arrow.up")
  }

  /// A titled link sharing `item`.
  public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
    self.label = TextUI.Label(title, systemImage: "square.and.arrow.up")
  }

  /// "⇪ Share", sharing `items`.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) {
    self.label = TextUI.Label(verbatim: "Share", systemImage: "square.and.arrow.up")
  }
}
