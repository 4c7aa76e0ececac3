/// `.onAppear`, `.onDisappear` and `.task`: work tied to a view's presence in the tree.
/// The graph runs appear actions and starts tasks after the render in which the view first
/// shows, restarts a task whose `id` changed, and cancels tasks when the view leaves or
/// the graph is torn down — as SwiftUI does.
struct LifecycleModifier: PrimitiveModifier {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: (@MainActor () async -> Void)?
  var taskID: AnyHashable?

  public static func _makeNodes(
    _ modifier: Self, inputs: _ViewInputs, into nodes: inout [NodeRef],
    content: (_ViewInputs, inout [NodeRef]) -> Void
  ) {
    inputs.graph.registerLifecycle(
      at: inputs.identity,
      LifecycleRecord(
        onAppear: modifier.onAppear, onDisappear: modifier.onDisappear, task: modifier.task,
        taskID: modifier.taskID))
    content(inputs.child(0), &nodes)
  }
}

/// What one lifecycle modifier asked for in the latest render.
struct LifecycleRecord {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  var task: (@MainActor () async -> Void)?
  var taskID: AnyHashable?
}

extension View {
  /// Runs `action` after the render in which this view first appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action))
  }

  /// Runs `action` when this view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onDisappear: action))
  }

  /// Starts `action` when this view appears and cancels it when the view disappears.
  @preconcurrency
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
    -> some View
  {
    modifier(LifecycleModifier(task: action))
  }

  /// Like `task(_:)`, and restarts the task (cancelling the old one) whenever `id` changes.
  @preconcurrency
  public func task<ID: Equatable & Hashable>(
    id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: action, taskID: AnyHashable(id)))
  }
}
