import TextUI

struct Post: Identifiable {
  let id = UUID()
  let author: String
  let caption: String
  let likes: Int
}

struct PhotoFeedView: View {
  let posts: [Post]

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 20) {
        ForEach(posts) { post in
          VStack(alignment: .leading, spacing: 8) {
            HStack {
              Image(systemName: "person.circle.fill")
                .font(.title2)
              Text(post.author)
                .font(.headline)
              Spacer()
              Image(systemName: "ellipsis")
            }
            Rectangle()
              .fill(Color.gray.opacity(0.3))
              .frame(height: 240)
              .overlay(
                Image(systemName: "photo")
                  .font(.largeTitle)
                  .foregroundStyle(.secondary)
              )
            HStack(spacing: 16) {
              Image(systemName: "heart")
              Image(systemName: "bubble.right")
              Image(systemName: "paperplane")
              Spacer()
              Image(systemName: "bookmark")
            }
            .font(.title3)
            Text("\(post.likes) likes")
              .bold()
            Text(post.caption)
          }
        }
      }
      .padding(.horizontal)
    }
  }
}

struct PhotoFeedView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    PhotoFeedView(posts: [
      Post(author: "lena.travels", caption: "Golden hour in Lisbon.", likes: 214),
      Post(author: "sam_cooks", caption: "Sunday bread, finally a good crumb.", likes: 87),
    ])
  }
}
