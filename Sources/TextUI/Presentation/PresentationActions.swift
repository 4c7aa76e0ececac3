/// One button of an alert or a confirmation dialog: its label, its role and its action.
struct PresentationAction {
  var label: AnyView
  var role: ButtonRole?
  var action: () -> Void
}

/// Gathers the `Button`s of an alert's or dialog's actions closure, which the box draws in
/// its own way (iOS's order, roles as colour and weight) instead of as bracketed buttons.
@MainActor
final class PresentationActionCollector {
  var actions: [PresentationAction] = []
}

private struct PresentationActionCollectorKey: EnvironmentKey {
  static var defaultValue: PresentationActionCollector? { nil }
}

extension EnvironmentValues {
  /// Set while an alert's or dialog's actions are built: buttons report to it instead of
  /// drawing themselves.
  var presentationActionCollector: PresentationActionCollector? {
    get { self[PresentationActionCollectorKey.self] }
    set { self[PresentationActionCollectorKey.self] = newValue }
  }
}

/// The box of an alert or a confirmation dialog, drawn as iOS draws them.
///
/// An alert is a centred box: the title bold, the message, then the buttons — two side by
/// side with the cancel button leading, three or more stacked with the cancel button last.
/// A dialog is an action sheet: the title (when visible) and message dimmed, the actions
/// stacked, and the cancel button in a box of its own below. A destructive button is red and
/// the cancel button bold. Tapping a button runs its action and dismisses the box.
struct PresentationBox: _PrimitiveView {
  enum Actions {
    /// The `actions` closure of the modern modifiers: its buttons are collected.
    case views(AnyView)
    /// The buttons of a legacy `Alert` or `ActionSheet`.
    case fixed([PresentationAction])
  }

  var style: PresentationStyle
  var title: Text?
  var message: AnyView?
  var actions: Actions

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    var actions: [PresentationAction]
    var fields: [NodeRef] = []
    switch view.actions {
    case .views(let content):
      let collector = PresentationActionCollector()
      var collecting = inputs.child(0)
      collecting.environment.presentationActionCollector = collector
      // What is not a button (a `TextField` in an alert) is drawn above the buttons.
      appendNodes(content, inputs: collecting, into: &fields)
      actions = collector.actions
    case .fixed(let fixed):
      actions = fixed
    }
    let dismiss = inputs.environment.dismiss
    let first = nodes.count
    defer {
      // Esc is the cancel button, when there is one: it runs its action and dismisses.
      let cancel = actions.first { $0.role == .cancel }?.action
      if let box = singleNode(takeNodes(from: &nodes, since: first), in: inputs.tree) {
        nodes.append(
          NodeRef(
            in: inputs.tree,
            DismissActionNode(child: box) {
              cancel?()
              dismiss()
            }))
      }
    }
    if view.style == .alert {
      // SwiftUI gives an alert with no buttons an OK button.
      if actions.isEmpty { actions = [PresentationAction(label: AnyView(Text(verbatim: "OK")), role: nil, action: {})] }
      appendNodes(
        alertBox(view, actions: actions, fields: fields, dismiss: dismiss), inputs: inputs.child(1), into: &nodes)
    } else {
      // SwiftUI adds a Cancel button to a dialog that has none, so it can always be left.
      if !actions.contains(where: { $0.role == .cancel }) {
        actions.append(PresentationAction(label: AnyView(Text(verbatim: "Cancel")), role: .cancel, action: {}))
      }
      appendNodes(
        dialogBox(view, actions: actions, fields: fields, dismiss: dismiss), inputs: inputs.child(2), into: &nodes)
    }
  }

  /// A button that runs its action and then dismisses, as every alert and dialog button does.
  private static func button(_ action: PresentationAction, dismiss: DismissAction) -> some View {
    Button(role: action.role) {
      action.action()
      dismiss()
    } label: {
      action.label
        .bold(action.role == .cancel)
        .lineLimit(1)
        .frame(maxWidth: .infinity)
    }
    .buttonStyle(.plain)
  }

  private static func alertBox(
    _ view: Self, actions: [PresentationAction], fields: [NodeRef], dismiss: DismissAction
  ) -> some View {
    VStack(spacing: 0) {
      if let title = view.title { title.bold().padding(.horizontal, 1) }
      if let message = view.message { message.padding(.horizontal, 1) }
      if !fields.isEmpty { PrebuiltNodes(nodes: fields).padding(.horizontal, 1) }
      Divider()
      if actions.count == 2 {
        // iOS puts the cancel button of a two-button alert on the leading side.
        let ordered = actions[1].role == .cancel && actions[0].role != .cancel ? [actions[1], actions[0]] : actions
        HStack(spacing: 0) {
          button(ordered[0], dismiss: dismiss)
          Divider()
          button(ordered[1], dismiss: dismiss)
        }
      } else {
        // Stacked, with the cancel button last.
        let ordered = actions.filter { $0.role != .cancel } + actions.filter { $0.role == .cancel }
        ForEach(ordered.indices, id: \.self) { index in
          if index > 0 { Divider() }
          button(ordered[index], dismiss: dismiss)
        }
      }
    }
    .multilineTextAlignment(.center)
    .border(.rounded)
  }

  private static func dialogBox(
    _ view: Self, actions: [PresentationAction], fields: [NodeRef], dismiss: DismissAction
  ) -> some View {
    let main = actions.filter { $0.role != .cancel }
    let cancels = actions.filter { $0.role == .cancel }
    let hasHeader = view.title != nil || view.message != nil
    return VStack(spacing: 0) {
      if hasHeader || !main.isEmpty || !fields.isEmpty {
        VStack(spacing: 0) {
          if let title = view.title { title.bold().dim().padding(.horizontal, 1) }
          if let message = view.message { message.dim().padding(.horizontal, 1) }
          if !fields.isEmpty { PrebuiltNodes(nodes: fields).padding(.horizontal, 1) }
          ForEach(main.indices, id: \.self) { index in
            if index > 0 || hasHeader || !fields.isEmpty { Divider() }
            button(main[index], dismiss: dismiss)
          }
        }
        .border(.rounded)
      }
      VStack(spacing: 0) {
        ForEach(cancels.indices, id: \.self) { index in
          if index > 0 { Divider() }
          button(cancels[index], dismiss: dismiss)
        }
      }
      .border(.rounded)
    }
    .multilineTextAlignment(.center)
  }
}

/// Nodes built beforehand, placed in a view tree: how an alert keeps the fields of its
/// actions closure while drawing its buttons itself.
struct PrebuiltNodes: _PrimitiveView {
  let nodes: [NodeRef]

  static func _makeNodes(_ view: Self, inputs: _ViewInputs, into nodes: inout [NodeRef]) {
    nodes.append(contentsOf: view.nodes)
  }
}
