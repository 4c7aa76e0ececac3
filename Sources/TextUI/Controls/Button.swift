/// A control that runs an action when tapped. In a terminal it is drawn as its label in
/// brackets, `[ Fetch ]`, unless `.buttonStyle(.plain)` is set (lists use plain rows).
public struct Button<Label: View>: _PrimitiveView {
  let title: String?
  let label: Label
  // SwiftUI types the action `@MainActor () -> Void`. A plain closure accepts the same code
  // and also a stored `let action: () -> Void` passed on, which Swift 6 would warn about
  // converting to a Sendable main-actor function; TextUI only ever calls it on the main actor.
  let action: () -> Void
  var role: ButtonRole?

  /// A button whose label is built by `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.title = nil
    self.label = label()
    self.action = action
  }

  /// A button drawn as `label` that a preview step taps by `title`.
  init(title: String, label: Label, action: @escaping () -> Void) {
    self.title = title
    self.label = label
    self.action = action
  }

  public static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    // A text label, the commonest, is built by code specialised for `Text`: generic over the
    // label, the bracketed row's type was looked up by its mangled name on every call, several
    // thousand instructions a button.
    if Label.self == Text.self {
      Button<Text>.makeButtonNodes(unsafeBitCast(view, to: Button<Text>.self), inputs: inputs, into: &nodes)
    } else {
      makeButtonNodes(view, inputs: inputs, into: &nodes)
    }
  }

  private static func makeButtonNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    if let collector = inputs.environment.presentationActionCollector {
      // A button in an alert's or dialog's actions: the box draws it, in iOS's order.
      collector.actions.append(PresentationAction(label: AnyView(view.label), role: view.role, action: view.action))
      return
    }
    let perform = view.action
    let action = InteractiveRegion.Action.tap { perform() }
    let label = view.title ?? ""
    var inputs = inputs
    if view.role == .destructive {
      // Destructive buttons are red, as in SwiftUI, so a delete is seen before it is tapped.
      inputs.environment.foregroundColor = .red
    } else if inputs.environment.isToolbarItem && inputs.environment.foregroundColor == nil
      && !inputs.environment.isPlainStyled
    {
      // A bar's buttons are the accent colour, as iOS draws them.
      inputs.environment.foregroundColor = .accentColor
    }
    if let custom = inputs.environment.customButtonStyle {
      // A custom style draws the whole button. Buttons inside its body (a primitive style's
      // `Button(configuration)`) draw with the built-in chrome again, as in SwiftUI.
      inputs.environment.customButtonStyle = nil
      switch custom {
      case .styled(let style):
        let configuration = ButtonStyleConfiguration(
          label: ButtonStyleConfiguration.Label(content: AnyView(view.label)), role: view.role, isPressed: false)
        regionNodes(
          style.erasedBody(configuration), inputs: inputs, kind: .button, label: label, action: action, into: &nodes)
      case .primitive(let style):
        // The style fires the action itself, from its own gesture or button.
        let configuration = PrimitiveButtonStyleConfiguration(
          label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)), role: view.role,
          title: view.title, action: perform)
        appendNodes(style.erasedBody(configuration), inputs: inputs, into: &nodes)
      }
    } else if inputs.environment.buttonChrome == .plain {
      regionNodes(
        ImplicitRow(content: view.label), inputs: inputs, kind: .button, label: label, action: action, into: &nodes)
    } else {
      regionNodes(
        BracketedLabel(label: view.label), inputs: inputs, kind: .button, label: label, action: action,
        labelInsets: CellInsets(leading: 2, trailing: 2), into: &nodes)
    }
  }
}

extension Button {
  /// A button with a role and a label built by `label`; a destructive one is drawn in red.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }
}

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button is drawn in red.
public struct ButtonRole: Sendable, Hashable {
  private let name: String
  /// Deletes data or cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// Cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == Text {
  /// A button with a text label and a role; a destructive one is drawn in red.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(title, action: action)
    self.role = role
  }

  /// A button with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.title = String(title)
    self.label = Text(title)
    self.action = action
  }

  /// A button titled with a string literal, which interpolates as `Text`'s literals do
  /// (`"Rate \(score, specifier: "%.1f")"`); a preview step taps it by the text it shows.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    let text = titleKey.text
    self.title = text.content
    self.label = text
    self.action = action
  }

  /// A button titled with a string literal, with a role; a destructive one is drawn in red.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(titleKey, action: action)
    self.role = role
  }
}

extension Button where Label == TextUI.Label<Text, Text> {
  /// A button labelled with a string literal and a system image, as a `Label`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    let label = TextUI.Label(titleKey, systemImage: systemImage)
    self.title = label.title.content
    self.label = label
    self.action = action
  }

  /// A button labelled with a string literal and a system image, with a role.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(titleKey, systemImage: systemImage, action: action)
    self.role = role
  }

  /// A button labelled with a title and a system image, as a `Label`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.title = String(title)
    self.label = TextUI.Label(title, systemImage: systemImage)
    self.action = action
  }

  /// A button labelled with a title and a system image, with a role (`.destructive` draws it red).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(title, systemImage: systemImage, action: action)
    self.role = role
  }
}
