import PreviewKit

/// Every environment the sample's previews are rendered in, declared once: a light and a
/// dark terminal, one without colour, the pseudo-locale, and right to left. The statistics
/// screen, whose String Catalog has Japanese, adds Japanese for itself (`StatsPreviews`): the
/// other screens have no translation, and every run would warn of each missing one. The
/// runner finds this type with no registration.
enum SampleVariants: PreviewConfiguration {
  static var variants: [PreviewVariant] {
    [.light, .dark, .monochrome, .pseudoLocale, .rightToLeft]
  }
}
