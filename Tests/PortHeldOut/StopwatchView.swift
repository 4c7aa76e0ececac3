import SwiftUI

struct StopwatchView: View {
  @State private var elapsed: TimeInterval = 0
  @State private var isRunning = false
  @State private var laps: [TimeInterval] = []

  let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack(spacing: 24) {
      Text(String(format: "%.1f", elapsed))
        .font(.system(size: 60, weight: .light, design: .monospaced))

      HStack(spacing: 40) {
        Button(isRunning ? "Lap" : "Reset") {
          if isRunning { laps.insert(elapsed, at: 0) } else { elapsed = 0; laps = [] }
        }
        Button(isRunning ? "Stop" : "Start") {
          isRunning.toggle()
        }
        .foregroundColor(isRunning ? .red : .green)
      }

      List(laps.indices, id: \.self) { index in
        HStack {
          Text("Lap \(laps.count - index)")
          Spacer()
          Text(String(format: "%.1f", laps[index]))
        }
      }
      .listStyle(.plain)
    }
    .onReceive(timer) { _ in
      if isRunning { elapsed += 0.1 }
    }
  }
}

struct StopwatchView_Previews: PreviewProvider {
  static var previews: some View {
    StopwatchView()
  }
}
