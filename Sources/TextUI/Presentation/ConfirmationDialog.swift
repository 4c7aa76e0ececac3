extension View {
  /// Shows a confirmation dialog with the buttons in `actions` while `isPresented` is true, as
  /// SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// Drawn as iOS's action sheet, anchored at the bottom of the dimmed screen: the title
  /// (when `titleVisibility` is `.visible`; iOS hides it by default), the actions stacked,
  /// destructive ones red, and the cancel button bold in a box of its own below — added
  /// when `actions` has none. Tapping one runs its action and dismisses the dialog.
  ///
  /// ```swift
  /// .confirmationDialog("Remove this book?", isPresented: $confirmingRemove, titleVisibility: .visible) {
  ///   Button("Remove", role: .destructive) { model.remove() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - actions: The dialog's buttons.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Shows a confirmation dialog with the buttons in `actions` while `isPresented` is true, as
  /// SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// Drawn as iOS's action sheet, anchored at the bottom of the dimmed screen: the title
  /// (when `titleVisibility` is `.visible`; iOS hides it by default), the actions stacked,
  /// destructive ones red, and the cancel button bold in a box of its own below — added
  /// when `actions` has none. Tapping one runs its action and dismisses the dialog.
  ///
  /// ```swift
  /// .confirmationDialog("Remove this book?", isPresented: $confirmingRemove, titleVisibility: .visible) {
  ///   Button("Remove", role: .destructive) { model.remove() }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - actions: The dialog's buttons.
  public func confirmationDialog<A: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  /// Shows a confirmation dialog with a `Text` title.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - actions: The dialog's buttons.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .confirmationDialog, isPresented: isPresented, title: titleVisibility == .visible ? title : nil,
        message: nil, actions: .views(AnyView(actions()))))
  }

  /// Shows a confirmation dialog with a message under the title, as SwiftUI's
  /// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - actions: The dialog's buttons.
  ///   - message: The text above the buttons.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Shows a confirmation dialog with a message under the title, as SwiftUI's
  /// `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - actions: The dialog's buttons.
  ///   - message: The text above the buttons.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    confirmationDialog(
      Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
  }

  /// Shows a confirmation dialog with a `Text` title and a message.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - actions: The dialog's buttons.
  ///   - message: The text above the buttons.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      PresentationModifier(
        style: .confirmationDialog, isPresented: isPresented, title: titleVisibility == .visible ? title : nil,
        message: AnyView(message()), actions: .views(AnyView(actions()))))
  }

  /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not
  /// `nil`, as SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - data: What the dialog is about; no dialog while it is `nil`.
  ///   - actions: The dialog's buttons for the data.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map { AnyView(actions($0)) }
    let title = titleVisibility == .visible ? Text(title) : nil
    return modifier(
      PresentationModifier(style: .confirmationDialog, isPresented: isPresented, data: built) { actions in
        PresentationBox(style: .confirmationDialog, title: title, message: nil, actions: .views(actions))
      })
  }

  /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not
  /// `nil`, as SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - data: What the dialog is about; no dialog while it is `nil`.
  ///   - actions: The dialog's buttons for the data.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    let built = data.map { AnyView(actions($0)) }
    let title = titleVisibility == .visible ? Text(titleKey) : nil
    return modifier(
      PresentationModifier(style: .confirmationDialog, isPresented: isPresented, data: built) { actions in
        PresentationBox(style: .confirmationDialog, title: title, message: nil, actions: .views(actions))
      })
  }

  /// Shows a confirmation dialog about `data` with a message, as SwiftUI's
  /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - data: What the dialog is about; no dialog while it is `nil`.
  ///   - actions: The dialog's buttons for the data.
  ///   - message: The text above the buttons for the data.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let built = data.map { (AnyView(actions($0)), AnyView(message($0))) }
    let title = titleVisibility == .visible ? Text(title) : nil
    return modifier(
      PresentationModifier(style: .confirmationDialog, isPresented: isPresented, data: built) { built in
        PresentationBox(style: .confirmationDialog, title: title, message: built.1, actions: .views(built.0))
      })
  }

  /// Shows a confirmation dialog about `data` with a message, as SwiftUI's
  /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`.
  /// Its title is a localized key, looked up in the environment's locale as `Text`'s is.
  ///
  /// - Parameters:
  ///   - titleKey: The dialog's title.
  ///   - isPresented: Whether the dialog is shown; set to false when a button is tapped.
  ///   - titleVisibility: Whether the title is drawn; `.automatic` hides it, as on iOS.
  ///   - data: What the dialog is about; no dialog while it is `nil`.
  ///   - actions: The dialog's buttons for the data.
  ///   - message: The text above the buttons for the data.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    let built = data.map { (AnyView(actions($0)), AnyView(message($0))) }
    let title = titleVisibility == .visible ? Text(titleKey) : nil
    return modifier(
      PresentationModifier(style: .confirmationDialog, isPresented: isPresented, data: built) { built in
        PresentationBox(style: .confirmationDialog, title: title, message: built.1, actions: .views(built.0))
      })
  }

  /// SwiftUI's older action sheet: shows the `ActionSheet` that `content` builds while
  /// `isPresented` is true, drawn like a confirmation dialog with its title visible.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is shown; set to false when a button is tapped.
  ///   - content: The action sheet.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return modifier(
      PresentationModifier(style: .confirmationDialog, isPresented: isPresented, onDismiss: nil) { sheet.box })
  }

  /// SwiftUI's older action sheet for an item, shown while `item` is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item the sheet is about, or `nil` for no sheet.
  ///   - content: The action sheet for the item.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: @escaping (T) -> ActionSheet) -> some View {
    modifier(PresentationModifier(style: .confirmationDialog, item: item, onDismiss: nil) { content($0).box })
  }
}

/// SwiftUI's older action sheet value, built in `.actionSheet(isPresented:content:)`: a
/// title, an optional message and buttons, drawn as a confirmation dialog.
public struct ActionSheet {
  /// A button of an action sheet: the same as an alert's.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An action sheet; with no buttons given it has a Cancel button.
  ///
  /// - Parameters:
  ///   - title: The sheet's title, always drawn.
  ///   - message: The text under the title.
  ///   - buttons: The sheet's buttons.
  @MainActor public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  @MainActor var box: PresentationBox {
    PresentationBox(
      style: .confirmationDialog, title: title, message: message.map { AnyView($0) },
      actions: .fixed(buttons.map(\.presentationAction)))
  }
}
