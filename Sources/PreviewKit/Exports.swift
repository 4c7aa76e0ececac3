// Previews are written against the component language: `import PreviewKit` brings TextUI
// (and with it `PreviewProvider`, `PreviewState` and `PreviewLayout`), so a previews file
// needs one import.
@_exported import TextUI
