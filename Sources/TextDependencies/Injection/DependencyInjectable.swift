/// A type built by a factory from one value holding everything it needs — for types that
/// cannot take a custom initializer (a screen made by a storyboard in UIKit; here, a
/// component whose construction a framework or a registry owns).
///
/// ```swift
/// struct FaqView: View, DependencyInjectable {
///   struct Dependency { let faq: Faq }
///   private var faq: Faq
///
///   static func make(withDependency dependency: Dependency) -> FaqView {
///     FaqView(faq: dependency.faq)
///   }
/// }
///
/// FaqView.make(withDependency: .init(faq: faq))
/// ```
///
/// The `Dependency` struct is the type's one documented list of requirements: the compiler
/// checks that every caller provides it, and the struct can grow optional or differently
/// typed members without touching callers that do not use them.
public protocol DependencyInjectable {
  /// Everything the type needs to be made.
  associatedtype Dependency
  /// Makes a value with `dependency`.
  static func make(withDependency dependency: Dependency) -> Self
}
