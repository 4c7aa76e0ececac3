import TextUI

struct FocusTimerView: View {
  @State private var remaining = 25 * 60
  @State private var isRunning = false

  private var timeString: String {
    String(format: "%02d:%02d", remaining / 60, remaining % 60)
  }

  var body: some View {
    VStack(spacing: 30) {
      Label("Focus", systemImage: "timer")
        .font(.headline)
        .foregroundStyle(.secondary)
      Text(timeString)
        .font(.system(size: 64, weight: .thin, design: .monospaced))
      HStack(spacing: 40) {
        Button {
          remaining = 25 * 60
          isRunning = false
        } label: {
          Image(systemName: "arrow.counterclockwise")
            .font(.title)
            .frame(width: 80, height: 80)
            .background(Circle().fill(Color.gray.opacity(0.2)))
        }
        Button {
          isRunning.toggle()
        } label: {
          Image(systemName: isRunning ? "pause.fill" : "play.fill")
            .font(.title)
            .foregroundStyle(.white)
            .frame(width: 80, height: 80)
            .background(Circle().fill(isRunning ? Color.orange : Color.green))
        }
      }
      Text(isRunning ? "Stay focused" : "Ready when you are")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
  }
}

struct FocusTimerView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40], height: 24) }
  static var previews: some View {
    FocusTimerView()
  }
}
