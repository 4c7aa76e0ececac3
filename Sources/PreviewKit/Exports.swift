// PreviewKit holds nothing of its own: the preview API (`PreviewProvider`, `PreviewState`,
// `#Preview`, `MockResponse`, `AppCheckProvider`, `PreviewRegistry`) lives in TextUI, because a
// `#Preview` in app code, which imports TextUI only, expands to it. This module re-exports
// TextUI so that previews files written with `import PreviewKit` keep compiling.
@_exported import TextUI
