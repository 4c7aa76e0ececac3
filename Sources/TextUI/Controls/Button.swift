/// A control that runs an action when tapped. In a terminal it is drawn as its label in
/// brackets, `[ Fetch ]`, unless `.buttonStyle(.plain)` is set (lists use plain rows).
public struct Button<Label: View>: _PrimitiveView {
  let title: String?
  let label: Label
  let action: @MainActor () -> Void

  /// A button whose label is built by `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.action = action
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [any LayoutNode]) {
    let style = inputs.environment.buttonStyle
    let action = InteractiveRegion.Action.tap(view.action)
    let label = view.title ?? ""
    if style == .plain {
      regionNodes(view.label, inputs: inputs, kind: .button, label: label, action: action, into: &nodes)
    } else {
      let bracketed = HStack(spacing: 0) {
        Text("[ ")
        view.label
        Text(" ]")
      }
      regionNodes(
        bracketed, inputs: inputs, kind: .button, label: label, action: action,
        labelInsets: EdgeInsets(leading: 2, trailing: 2), into: &nodes)
    }
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.title = String(title)
    self.label = Text(title)
    self.action = action
  }
}

/// How buttons look.
public enum ButtonStyle: Sendable, Hashable {
  /// Brackets around the label: `[ Fetch ]`.
  case bordered
  /// The label alone.
  case plain

  /// The default: bordered.
  public static let automatic = ButtonStyle.bordered
  /// SwiftUI's borderless style: the label alone.
  public static let borderless = ButtonStyle.plain
}

private struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue = ButtonStyle.automatic
}

extension EnvironmentValues {
  /// The style of buttons below.
  public var buttonStyle: ButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how buttons below this view look.
  public func buttonStyle(_ style: ButtonStyle) -> some View {
    environment(\.buttonStyle, style)
  }
}
