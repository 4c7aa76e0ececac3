/// The scene that shows an app's views, as SwiftUI's `WindowGroup`: in a terminal, the
/// whole screen.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window of `content` with a title; the terminal shows no title bar.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window of `content` with a title and an identifier; both are accepted for SwiftUI code.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  /// A window of `content` with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }

  public var body: Never { fatalError("WindowGroup has no body") }
  public func _windowContent() -> AnyView? { AnyView(content) }
}

/// A single window, as SwiftUI's `Window`: in a terminal, like a `WindowGroup`.
public struct Window<Content: View>: Scene {
  let content: Content

  /// A window titled `title` showing `content`.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { fatalError("Window has no body") }
  public func _windowContent() -> AnyView? { AnyView(content) }
}

/// The macOS settings window, as SwiftUI's `Settings`. A terminal app has no settings
/// window: the scene is accepted and never shown.
public struct Settings<Content: View>: Scene {
  /// A settings scene of `content`.
  public init(@ViewBuilder content: () -> Content) {}

  public var body: Never { fatalError("Settings has no body") }
  public func _windowContent() -> AnyView? { nil }
}

extension Scene {
  /// SwiftUI's menu commands; a terminal has no menu bar, so they are accepted with no effect.
  public func commands<Content>(@CommandsBuilder content: () -> Content) -> some Scene { self }

  /// SwiftUI's default window size; the terminal's size is the window's.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}

/// Builds an app's menu commands, accepted and ignored (see `Scene.commands(content:)`).
@resultBuilder
public enum CommandsBuilder {
  /// Keeps the commands as they are written; a terminal has no menu bar to put them in.
  public static func buildBlock<each Content>(_ content: repeat each Content) -> (repeat each Content) {
    (repeat each content)
  }
}
