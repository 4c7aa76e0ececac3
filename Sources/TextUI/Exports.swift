// `import SwiftUI` brings Foundation and Observation with it, so SwiftUI code uses `URL`,
// `Date`, `UserDefaults` or `@Observable` without importing them; `import TextUI` does the
// same so that such code ports by changing the import alone.
@_exported import Foundation
@_exported import Observation
