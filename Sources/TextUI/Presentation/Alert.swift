extension PresentationModifier {
  /// An alert or dialog box shown while `isPresented` is true.
  init(
    style: PresentationStyle, isPresented: Binding<Bool>, title: Text?, message: AnyView?,
    actions: PresentationBox.Actions
  ) {
    self.init(style: style, isPresented: isPresented, onDismiss: nil) {
      PresentationBox(style: style, title: title, message: message, actions: actions)
    }
  }

  /// An alert or dialog box shown while `isPresented` is true and `data` is not `nil`, as
  /// SwiftUI's `presenting:` forms require both.
  init<T>(
    style: PresentationStyle, isPresented: Binding<Bool>, data: T?,
    box: @escaping (T) -> PresentationBox
  ) {
    self.style = style
    self.presented = {
      guard isPresented.wrappedValue, let data else { return nil }
      return Presented(
        key: AnyHashable(0), content: { AnyView(box(data)) }, dismiss: { isPresented.wrappedValue = false })
    }
  }
}

extension View {
  /// Shows an alert with `title` and the buttons in `actions` while `isPresented` is true, as
  /// SwiftUI's `.alert(_:isPresented:actions:)`.
  ///
  /// Drawn as a centred box over the dimmed screen: the title bold, then the buttons —
  /// destructive ones red, the cancel button bold (leading when there are two, last when
  /// stacked). With no buttons it gets an OK button. Tapping one (`.tap("Delete")` in a
  /// preview step) runs its action and dismisses the alert.
  ///
  /// ```swift
  /// .alert("Delete this book?", isPresented: $confirmingDelete) {
  ///   Button("Delete", role: .destructive) { model.delete() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - actions: The alert's buttons.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions)
  }

  /// Shows an alert with `titleKey` and the buttons in `actions` while `isPresented` is true, as
  /// SwiftUI's `.alert(_:isPresented:actions:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// Drawn as a centred box over the dimmed screen: the title bold, then the buttons —
  /// destructive ones red, the cancel button bold (leading when there are two, last when
  /// stacked). With no buttons it gets an OK button. Tapping one (`.tap("Delete")` in a
  /// preview step) runs its action and dismisses the alert.
  ///
  /// ```swift
  /// .alert("Delete this book?", isPresented: $confirmingDelete) {
  ///   Button("Delete", role: .destructive) { model.delete() }
  ///   Button("Cancel", role: .cancel) {}
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - actions: The alert's buttons.
  public func alert<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions)
  }

  /// Shows an alert with a `Text` title (see `alert(_:isPresented:actions:)`).
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - actions: The alert's buttons.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    modifier(
      PresentationModifier(
        style: .alert, isPresented: isPresented, title: title, message: nil, actions: .views(AnyView(actions()))))
  }

  /// Shows an alert with a title, a message under it and buttons, as SwiftUI's
  /// `.alert(_:isPresented:actions:message:)`.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - actions: The alert's buttons.
  ///   - message: The text under the title.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert with a title, a message under it and buttons, as SwiftUI's
  /// `.alert(_:isPresented:actions:message:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - actions: The alert's buttons.
  ///   - message: The text under the title.
  public func alert<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert with a `Text` title, a message and buttons.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - actions: The alert's buttons.
  ///   - message: The text under the title.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .alert, isPresented: isPresented, title: title, message: AnyView(message()),
        actions: .views(AnyView(actions()))))
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`, as
  /// SwiftUI's `.alert(_:isPresented:presenting:actions:)`.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - data: What the alert is about; no alert while it is `nil`.
  ///   - actions: The alert's buttons for the data.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map { AnyView(actions($0)) }
    let title = Text(title)
    return modifier(
      PresentationModifier(style: .alert, isPresented: isPresented, data: built) { actions in
        PresentationBox(style: .alert, title: title, message: nil, actions: .views(actions))
      })
  }

  /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`, as
  /// SwiftUI's `.alert(_:isPresented:presenting:actions:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - data: What the alert is about; no alert while it is `nil`.
  ///   - actions: The alert's buttons for the data.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map { AnyView(actions($0)) }
    let title = Text(titleKey)
    return modifier(
      PresentationModifier(style: .alert, isPresented: isPresented, data: built) { actions in
        PresentationBox(style: .alert, title: title, message: nil, actions: .views(actions))
      })
  }

  /// Shows an alert about `data` with a message, as SwiftUI's
  /// `.alert(_:isPresented:presenting:actions:message:)`.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - data: What the alert is about; no alert while it is `nil`.
  ///   - actions: The alert's buttons for the data.
  ///   - message: The text under the title for the data.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Shows an alert about `data` with a message, as SwiftUI's
  /// `.alert(_:isPresented:presenting:actions:message:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// - Parameters:
  ///   - titleKey: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - data: What the alert is about; no alert while it is `nil`.
  ///   - actions: The alert's buttons for the data.
  ///   - message: The text under the title for the data.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
  }

  /// Shows an alert with a `Text` title about `data`, with a message.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - data: What the alert is about; no alert while it is `nil`.
  ///   - actions: The alert's buttons for the data.
  ///   - message: The text under the title for the data.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let built = data.map { (AnyView(actions($0)), AnyView(message($0))) }
    return modifier(
      PresentationModifier(style: .alert, isPresented: isPresented, data: built) { built in
        PresentationBox(style: .alert, title: title, message: built.1, actions: .views(built.0))
      })
  }

  /// Shows an alert for `error` while `isPresented` is true and `error` is not `nil`, as
  /// SwiftUI's `.alert(isPresented:error:actions:)`: the title is the error's
  /// `errorDescription`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - error: The error to describe; no alert while it is `nil`.
  ///   - actions: The alert's buttons.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let built = error.map { (Text($0.errorDescription ?? ""), AnyView(actions())) }
    return modifier(
      PresentationModifier(style: .alert, isPresented: isPresented, data: built) { built in
        PresentationBox(style: .alert, title: built.0, message: nil, actions: .views(built.1))
      })
  }

  /// Shows an alert for `error` with a message, as SwiftUI's
  /// `.alert(isPresented:error:actions:message:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - error: The error to describe; no alert while it is `nil`.
  ///   - actions: The alert's buttons for the error.
  ///   - message: The text under the title for the error.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    let built = error.map { (Text($0.errorDescription ?? ""), AnyView(actions($0)), AnyView(message($0))) }
    return modifier(
      PresentationModifier(style: .alert, isPresented: isPresented, data: built) { built in
        PresentationBox(style: .alert, title: built.0, message: built.2, actions: .views(built.1))
      })
  }

  /// SwiftUI's older alert: shows the `Alert` that `content` builds while `isPresented` is
  /// true. Drawn and stepped like `alert(_:isPresented:actions:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is shown; set to false when a button is tapped.
  ///   - content: The alert.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let alert = content()
    return modifier(
      PresentationModifier(style: .alert, isPresented: isPresented, onDismiss: nil) { alert.box(style: .alert) })
  }

  /// SwiftUI's older alert for an item: shows the `Alert` that `content` builds for `item`
  /// while it is not `nil`, and sets it to `nil` when a button is tapped.
  ///
  /// - Parameters:
  ///   - item: The item the alert is about, or `nil` for no alert.
  ///   - content: The alert for the item.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
    modifier(PresentationModifier(style: .alert, item: item, onDismiss: nil) { content($0).box(style: .alert) })
  }
}

/// SwiftUI's older alert value, built in `.alert(isPresented:content:)`: a title, an
/// optional message and one or two buttons.
///
/// ```swift
/// .alert(isPresented: $showingError) {
///   Alert(title: Text("Sync failed"), message: Text(message), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; without one it gets an OK button.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - dismissButton: The button that dismisses it.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    self.buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert with two buttons.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    self.buttons = [primaryButton, secondaryButton]
  }

  /// A button of an `Alert` or `ActionSheet`: a label, a role and an action.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default look.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - action: Runs when it is tapped, before the alert is dismissed.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A cancel button, drawn bold.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - action: Runs when it is tapped, before the alert is dismissed.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A cancel button labelled "Cancel", drawn bold.
    ///
    /// - Parameter action: Runs when it is tapped, before the alert is dismissed.
    @MainActor public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
    }

    /// A destructive button, drawn red.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - action: Runs when it is tapped, before the alert is dismissed.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }

    @MainActor var presentationAction: PresentationAction {
      let action = self.action
      return PresentationAction(label: AnyView(label), role: role, action: { action?() })
    }
  }

  @MainActor func box(style: PresentationStyle) -> PresentationBox {
    PresentationBox(
      style: style, title: title, message: message.map { AnyView($0) },
      actions: .fixed(buttons.map(\.presentationAction)))
  }
}
