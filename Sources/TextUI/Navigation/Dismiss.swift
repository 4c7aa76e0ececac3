/// Dismisses the screen that reads it, as SwiftUI's `DismissAction`: inside a pushed screen
/// it pops it off its `NavigationStack`; on a root screen it does nothing.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction {
  let action: (() -> Void)?

  /// Dismisses the screen.
  @MainActor public func callAsFunction() { action?() }
}

/// Whether a screen is presented, as SwiftUI's deprecated `PresentationMode`:
/// `presentationMode.wrappedValue.dismiss()` pops a pushed screen.
public struct PresentationMode {
  let dismissAction: (() -> Void)?

  /// Whether the screen is pushed or presented.
  public var isPresented: Bool { dismissAction != nil }

  /// Dismisses the screen.
  @MainActor public mutating func dismiss() { dismissAction?() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: nil) }
}

extension EnvironmentValues {
  /// Dismisses the current screen: pops a pushed screen.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// SwiftUI's deprecated presentation mode of the current screen.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(dismissAction: dismiss.action)
    return Binding(get: { mode }, set: { _ in })
  }
}
