import SwiftUI

struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

struct Diamond: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
      path.closeSubpath()
    }
  }
}

struct WarningBadge: View {
  let text: String

  var body: some View {
    HStack {
      Triangle()
        .fill(Color.yellow)
        .frame(width: 20, height: 18)
      Text(text)
        .font(.callout)
      Diamond()
        .stroke(Color.orange, lineWidth: 2)
        .frame(width: 14, height: 14)
    }
    .padding(8)
    .overlay(
      RoundedRectangle(cornerRadius: 8)
        .stroke(Color.orange, lineWidth: 1)
    )
  }
}

struct WarningBadge_Previews: PreviewProvider {
  static var previews: some View {
    WarningBadge(text: "Low battery")
      .previewLayout(.sizeThatFits)
  }
}
