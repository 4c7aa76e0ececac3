/// A part of an app's user interface, in SwiftUI's shape: a `WindowGroup` of views, or scenes
/// made of other scenes. In a terminal the app shows one window: the first one its body has.
@MainActor
public protocol Scene {
  /// The scenes this one is made of.
  associatedtype Body: Scene

  /// The content of the scene.
  @SceneBuilder var body: Body { get }

  /// The view of the first window in this scene; `nil` if it has none. Implemented by the
  /// windows; a scene made of scenes asks its body.
  func _windowContent() -> AnyView?
}

extension Scene {
  public func _windowContent() -> AnyView? { body._windowContent() }
}

extension Never: Scene {
  public func _windowContent() -> AnyView? { nil }
}

/// Builds an app's body from several scenes, as SwiftUI's `SceneBuilder`.
@MainActor @resultBuilder
public enum SceneBuilder {
  /// One scene is the body as it is.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes are one ``TupleScene``; the first that has a window is the one shown.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content>
  {
    TupleScene(scenes: (repeat each content))
  }

  /// A scene under an `if` with no `else`.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
    OptionalScene(scene: content)
  }

  /// The `if` branch of an `if`/`else` of scenes.
  public static func buildEither<First: Scene, Second: Scene>(first: First) -> EitherScene<First, Second> {
    EitherScene(first: first, second: nil)
  }

  /// The `else` branch of an `if`/`else` of scenes.
  public static func buildEither<First: Scene, Second: Scene>(second: Second) -> EitherScene<First, Second> {
    EitherScene(first: nil, second: second)
  }
}

/// Several scenes side by side in an app's body.
public struct TupleScene<each Content: Scene>: Scene {
  let scenes: (repeat each Content)

  public var body: Never { fatalError("TupleScene has no body") }

  public func _windowContent() -> AnyView? {
    for scene in repeat each scenes {
      if let content = scene._windowContent() { return content }
    }
    return nil
  }
}

/// A scene under an `if` in an app's body.
public struct OptionalScene<Content: Scene>: Scene {
  let scene: Content?
  public var body: Never { fatalError("OptionalScene has no body") }
  public func _windowContent() -> AnyView? { scene?._windowContent() }
}

/// One of two scenes, from an `if`/`else` in an app's body.
public struct EitherScene<First: Scene, Second: Scene>: Scene {
  let first: First?
  let second: Second?
  public var body: Never { fatalError("EitherScene has no body") }
  public func _windowContent() -> AnyView? { first?._windowContent() ?? second?._windowContent() }
}
