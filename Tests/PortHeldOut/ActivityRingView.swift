import SwiftUI

struct ActivityRingView: View {
  var progress: Double
  var color: Color = .pink
  var lineWidth: CGFloat = 12

  var body: some View {
    ZStack {
      Circle()
        .stroke(color.opacity(0.2), lineWidth: lineWidth)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        .rotationEffect(.degrees(-90))
        .animation(.easeOut, value: progress)
      Text("\(Int(progress * 100))%")
        .font(.title2.bold())
    }
    .frame(width: 120, height: 120)
  }
}

struct ActivityDashboard: View {
  @State private var move = 0.72
  @State private var exercise = 0.4

  var body: some View {
    VStack(spacing: 24) {
      HStack(spacing: 24) {
        ActivityRingView(progress: move, color: .red)
        ActivityRingView(progress: exercise, color: .green)
      }
      Button("Add workout") {
        exercise = min(1, exercise + 0.1)
      }
    }
  }
}

struct ActivityRingView_Previews: PreviewProvider {
  static var previews: some View {
    ActivityDashboard()
  }
}
