/// One tab of a `TabView` in SwiftUI's iOS 18 form: a title and symbol for the tab bar, the
/// value a `TabView(selection:)` selects it by, and its content.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Home", systemImage: "house", value: 0) { HomeView() }
///   Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: _PrimitiveView, TraitCarrying {
  let value: Value?
  let content: Content
  let label: Label

  /// A tab selected by `value`, labelled by `label`.
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
  {
    self.value = value
    self.content = content()
    self.label = label()
  }

  var collectedTraits: ViewTraits {
    ViewTraits(tag: value.map { AnyHashable($0) }, tabItem: AnyView(label))
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    appendNodes(TraitView(content: view.content, traits: view.collectedTraits), inputs: inputs, into: &nodes)
  }
}

extension Tab where Label == TextUI.Label<Text, Text> {
  /// A tab titled `title` with the SF Symbol `systemImage`, selected by `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.value = value
    self.content = content()
    self.label = TextUI.Label(title, systemImage: systemImage)
  }

  /// A tab titled `titleKey` with the SF Symbol `systemImage`, selected by `value`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.value = value
    self.content = content()
    self.label = TextUI.Label(titleKey, systemImage: systemImage)
  }
}

extension Tab where Value == Never, Label == TextUI.Label<Text, Text> {
  /// A tab titled `title` with the SF Symbol `systemImage`, in a `TabView` without a selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    self.label = TextUI.Label(title, systemImage: systemImage)
  }

  /// A tab titled `titleKey` with the SF Symbol `systemImage`, in a `TabView` without a selection.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.value = nil
    self.content = content()
    self.label = TextUI.Label(titleKey, systemImage: systemImage)
  }
}

extension Tab where Label == Text {
  /// A tab titled `title`, selected by `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
    self.label = Text(title)
  }

  /// A tab titled `titleKey`, selected by `value`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = value
    self.content = content()
    self.label = Text(titleKey)
  }
}

/// What a tab is for beyond its content, as SwiftUI's `TabRole`; accepted, drawn as any tab.
public struct TabRole: Sendable, Hashable {
  let name: String
  /// The search tab, which SwiftUI sets apart in the bar.
  public static let search = TabRole(name: "search")
}

extension View {
  /// The label of this view's tab in a `TabView`'s bar, as SwiftUI's `.tabItem { }`; usually
  /// a `Label("Home", systemImage: "house")`.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TraitView(content: self, traits: ViewTraits(tabItem: AnyView(label())))
  }

  /// A count shown with this view, as SwiftUI's `.badge(_:)`: drawn (in red) after its tab's
  /// label in a tab bar, and dim at the trailing edge of its row in a `List` or `Form`; zero
  /// shows nothing. Anywhere else it is accepted with no effect.
  public func badge(_ count: Int) -> some View {
    BadgeView(content: self, badge: count == 0 ? nil : String(count))
  }

  /// A short text shown with this view, as SwiftUI's `.badge(_:)`: drawn (in red) after its
  /// tab's label in a tab bar, and dim at the trailing edge of its row in a `List` or `Form`;
  /// `nil` shows nothing. Anywhere else it is accepted with no effect.
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgeView(content: self, badge: label.map { String($0) })
  }

  /// A badge of styled text, as SwiftUI's `.badge(_: Text?)`; drawn as its characters, like
  /// `.badge("New")`.
  @_disfavoredOverload
  public func badge(_ label: Text?) -> some View {
    BadgeView(content: self, badge: label?.content)
  }
}
