/// A button that opens a list of actions, as SwiftUI's `Menu`. Drawn as `[ Actions ▾ ]`
/// (`Actions ▾` under `.buttonStyle(.plain)` or in a `List`); tapping it opens its items in a
/// box below, and tapping an item runs its action and closes the box.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate", action: duplicate)
///   Button("Delete", role: .destructive, action: delete)
/// }
/// ```
///
/// In a preview: `steps: [.tap("Actions"), .tap("Delete")]`.
public struct Menu<Label: View, Content: View>: _PrimitiveView {
  let label: Label
  let content: Content
  let title: String
  let primaryAction: (() -> Void)?

  /// A menu whose items are built by `content` and whose button shows `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    self.title = ""
    self.primaryAction = nil
  }

  /// A menu with a primary action, as SwiftUI's: tapping the button runs `primaryAction`
  /// (SwiftUI opens the items on a long press, which a preview step cannot do).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.content = content()
    self.label = label()
    self.title = ""
    self.primaryAction = primaryAction
  }

  init(title: String, label: Label, content: Content, primaryAction: (() -> Void)?) {
    self.title = title
    self.label = label
    self.content = content
    self.primaryAction = primaryAction
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    let state = PopUpState.of(inputs)
    let action = view.primaryAction ?? { state.toggle() }
    let indicator = inputs.environment.menuIndicatorVisibility == .hidden ? nil : Text(verbatim: "▾")
    let plain = inputs.environment.buttonChrome == .plain
    let button = InteractiveArea(kind: .button, label: view.title, action: { action() }) {
      if plain {
        HStack(spacing: 1) {
          view.label
          indicator
        }
      } else {
        HStack(spacing: 0) {
          Text(verbatim: "[ ").accessibilityHidden(true)
          view.label
          if let indicator { (Text(verbatim: " ") + indicator).accessibilityHidden(true) }
          Text(verbatim: " ]").accessibilityHidden(true)
        }
      }
    }
    // The items are listed as a menu lists them: plain buttons, one per row.
    let items = VStack(alignment: .leading, spacing: 0) {
      view.content.buttonStyle(.plain)
    }
    // A menu is as wide as its widest item; a divider spans that width, not the screen's.
    let box =
      items
      .fixedSize(horizontal: true, vertical: false)
      .padding(.horizontal, 1)
      .border(.rounded)
      .modifier(PopUpItemsModifier(state: state))
    let menu = PopUpAnchor(anchor: button, popUp: state.isOpen ? box : nil, placement: .leading(indent: 0))
    appendNodes(menu, inputs: inputs.child(0), into: &nodes)
  }
}

extension Menu where Label == Text {
  /// A menu titled `title`, whose items are built by `content`; a preview step opens it with
  /// `.tap(title)`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), label: Text(title), content: content(), primaryAction: nil)
  }

  /// A menu titled `titleKey`, whose items are built by `content`; a preview step opens it with
  /// `.tap(title)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: titleKey.text.content, label: Text(titleKey), content: content(), primaryAction: nil)
  }

  /// A menu titled `title` with a primary action: tapping the button runs `primaryAction`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(title: String(title), label: Text(title), content: content(), primaryAction: primaryAction)
  }

  /// A menu titled `titleKey` with a primary action: tapping the button runs `primaryAction`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(title: titleKey.text.content, label: Text(titleKey), content: content(), primaryAction: primaryAction)
  }
}

extension Menu where Label == TextUI.Label<Text, Text> {
  /// A menu labelled with a title and a system image, whose items are built by `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: String(title), label: TextUI.Label(title, systemImage: systemImage), content: content(),
      primaryAction: nil)
  }

  /// A menu labelled with a title and a system image, whose items are built by `content`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(
      title: titleKey.text.content, label: TextUI.Label(titleKey, systemImage: systemImage), content: content(),
      primaryAction: nil)
  }
}

/// SwiftUI's menu styles. Every menu is drawn as a button with "▾"; the style is accepted with
/// no effect.
public protocol MenuStyle: Sendable {}

/// SwiftUI's `DefaultMenuStyle`.
public struct DefaultMenuStyle: MenuStyle {
  /// Creates the default style.
  public init() {}
}
/// SwiftUI's `BorderlessButtonMenuStyle`.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// Creates the borderless style.
  public init() {}
}
/// SwiftUI's `ButtonMenuStyle`.
public struct ButtonMenuStyle: MenuStyle {
  /// Creates the button style.
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default menu style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a borderless button.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

private struct MenuIndicatorKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// Whether menus below draw their "▾", set by `.menuIndicator(_:)`.
  var menuIndicatorVisibility: Visibility {
    get { self[MenuIndicatorKey.self] }
    set { self[MenuIndicatorKey.self] = newValue }
  }
}

extension View {
  /// Sets the style of menus below; accepted with no effect (menus are drawn as buttons).
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

  /// Shows or hides the "▾" of menus below, as SwiftUI's `.menuIndicator(_:)`.
  public func menuIndicator(_ visibility: Visibility) -> some View {
    environment(\.menuIndicatorVisibility, visibility)
  }
}
