import Foundation

/// SwiftUI's transaction: the animation a state change runs with. Accepted so code that
/// passes one compiles; a terminal snapshot shows the end state of every change.
public struct Transaction: Sendable {
  /// The animation to use, if any.
  public var animation: Animation?
  /// Whether animations of child views are turned off.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }
}
