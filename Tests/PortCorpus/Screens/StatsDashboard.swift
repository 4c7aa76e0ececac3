import TextUI

struct StatCard: View {
  let title: String
  let value: String
  let systemImage: String
  let color: Color

  var body: some View {
    VStack(alignment: .leading) {
      Label(title, systemImage: systemImage)
        .font(.caption)
        .foregroundColor(color)
      Text(value)
        .font(.title)
        .bold()
    }
    .padding()
    .frame(maxWidth: .infinity, alignment: .leading)
    .overlay(RoundedRectangle(cornerRadius: 10).stroke(color, lineWidth: 1))
  }
}

struct StatsDashboard: View {
  var body: some View {
    VStack(spacing: 16) {
      HStack {
        StatCard(title: "Steps", value: "8,421", systemImage: "flame", color: .orange)
        StatCard(title: "Sleep", value: "7h 12m", systemImage: "moon.fill", color: .indigo)
      }
      HStack {
        StatCard(title: "Heart", value: "62 bpm", systemImage: "heart.fill", color: .red)
        StatCard(title: "Water", value: "1.8 L", systemImage: "drop", color: .blue)
      }
      Gauge(value: 0.7) {
        Text("Goal")
      } currentValueLabel: {
        Text("70%")
      }
    }
    .padding()
  }
}

struct StatsDashboard_Previews: PreviewProvider {
  static var previews: some View {
    StatsDashboard()
  }
}
