import SwiftUI

struct ScenePhaseView: View {
  @Environment(\.scenePhase) private var scenePhase
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @Environment(\.openURL) private var openURL
  @Environment(\.isEnabled) private var isEnabled
  @State private var log: [String] = []

  var body: some View {
    Group {
      if horizontalSizeClass == .compact {
        VStack(alignment: .leading) { content }
      } else {
        HStack(alignment: .top) { content }
      }
    }
    .padding()
    .onChange(of: scenePhase) { oldPhase, newPhase in
      if newPhase == .background {
        log.append("Saved at background")
      } else if newPhase == .active {
        log.append("Became active")
      }
    }
  }

  @ViewBuilder private var content: some View {
    Text("Session log").font(.headline)
    ForEach(log, id: \.self) { Text($0) }
    Button("Open help") {
      openURL(URL(string: "https://example.com/help")!)
    }
    .disabled(!isEnabled)
  }
}

#Preview {
  ScenePhaseView()
}
