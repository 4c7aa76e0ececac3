import PreviewKit

/// What `DiscoveredPreviews` names where no target applies `PreviewRegistryPlugin`: a
/// stand-in that cannot be used, so that the compiler says what is missing instead of
/// `cannot find 'DiscoveredPreviews' in scope`.
///
/// The plugin writes the real `DiscoveredPreviews` into every target it is applied to. A
/// module's own declaration wins over this one, as does one in a module that imports only
/// PreviewKit (a previews library), so with the plugin in place this type is never chosen.
@available(
  *, unavailable,
  message:
    "no target in scope applies PreviewRegistryPlugin, which finds the previews and writes DiscoveredPreviews; add to the previews target in Package.swift: plugins: [.plugin(name: \"PreviewRegistryPlugin\", package: \"TextPreviews\")] (package: is the name given by .package(name:path:), else the folder's name; the URL's last component with .package(url:))"
)
public enum DiscoveredPreviews: PreviewRegistry {
  /// Never read: the type cannot be used.
  public static var moduleName: String { "" }
  /// Never read: the type cannot be used.
  public static var providers: [any PreviewProvider.Type] { [] }
  /// Never read: the type cannot be used.
  public static var appChecks: [any AppCheckProvider.Type] { [] }
}
