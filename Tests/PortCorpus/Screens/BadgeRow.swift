import TextUI

struct BadgeRow: View {
  let tags: [String]

  var body: some View {
    HStack(spacing: 8) {
      ForEach(tags, id: \.self) { tag in
        Text(tag)
          .font(.caption)
          .padding(.horizontal, 8)
          .background(Capsule().fill(Color.teal))
          .foregroundColor(.white)
      }
    }
  }
}

struct BadgeRow_Previews: PreviewProvider {
  static var previews: some View {
    BadgeRow(tags: ["swift", "swiftui", "ios"])
      .previewLayout(.sizeThatFits)
      .padding()
  }
}
