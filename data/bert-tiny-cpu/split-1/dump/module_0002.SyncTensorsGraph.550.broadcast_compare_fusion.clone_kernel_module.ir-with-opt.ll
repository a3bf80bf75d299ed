; ModuleID = '__compute_module_broadcast_compare_fusion.clone_kernel_module'
source_filename = "__compute_module_broadcast_compare_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @broadcast_compare_fusion.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i64, ptr %8, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  %10 = icmp ult i64 %9, 2
  br i1 %10, label %11, label %broadcast_compare_fusion.clone_wrapped.exit

11:                                               ; preds = %1
  %12 = shl nuw nsw i64 %9, 17
  br label %vector.ph

vector.ph:                                        ; preds = %11, %vector.ph
  %13 = phi i64 [ 0, %11 ], [ %83, %vector.ph ]
  %14 = shl nuw nsw i64 %13, 7
  %15 = add nuw nsw i64 %14, %12
  %16 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %16, i64 96
  %wide.load = load <8 x float>, ptr %16, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load9 = load <8 x float>, ptr %17, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load10 = load <8 x float>, ptr %18, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load11 = load <8 x float>, ptr %19, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %20 = fcmp oeq <8 x float> %wide.load, splat (float 0xFFF0000000000000)
  %21 = fcmp oeq <8 x float> %wide.load9, splat (float 0xFFF0000000000000)
  %22 = fcmp oeq <8 x float> %wide.load10, splat (float 0xFFF0000000000000)
  %23 = fcmp oeq <8 x float> %wide.load11, splat (float 0xFFF0000000000000)
  %24 = zext <8 x i1> %20 to <8 x i8>
  %25 = zext <8 x i1> %21 to <8 x i8>
  %26 = zext <8 x i1> %22 to <8 x i8>
  %27 = zext <8 x i1> %23 to <8 x i8>
  %28 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %15
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 24
  store <8 x i8> %24, ptr %28, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %25, ptr %29, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %26, ptr %30, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %27, ptr %31, align 1, !alias.scope !11, !noalias !6
  %32 = or disjoint i64 %15, 32
  %33 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %32
  %34 = getelementptr inbounds nuw i8, ptr %33, i64 32
  %35 = getelementptr inbounds nuw i8, ptr %33, i64 64
  %36 = getelementptr inbounds nuw i8, ptr %33, i64 96
  %wide.load.1 = load <8 x float>, ptr %33, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load9.1 = load <8 x float>, ptr %34, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load10.1 = load <8 x float>, ptr %35, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load11.1 = load <8 x float>, ptr %36, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %37 = fcmp oeq <8 x float> %wide.load.1, splat (float 0xFFF0000000000000)
  %38 = fcmp oeq <8 x float> %wide.load9.1, splat (float 0xFFF0000000000000)
  %39 = fcmp oeq <8 x float> %wide.load10.1, splat (float 0xFFF0000000000000)
  %40 = fcmp oeq <8 x float> %wide.load11.1, splat (float 0xFFF0000000000000)
  %41 = zext <8 x i1> %37 to <8 x i8>
  %42 = zext <8 x i1> %38 to <8 x i8>
  %43 = zext <8 x i1> %39 to <8 x i8>
  %44 = zext <8 x i1> %40 to <8 x i8>
  %45 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %32
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 16
  %48 = getelementptr inbounds nuw i8, ptr %45, i64 24
  store <8 x i8> %41, ptr %45, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %42, ptr %46, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %43, ptr %47, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %44, ptr %48, align 1, !alias.scope !11, !noalias !6
  %49 = or disjoint i64 %15, 64
  %50 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %49
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 64
  %53 = getelementptr inbounds nuw i8, ptr %50, i64 96
  %wide.load.2 = load <8 x float>, ptr %50, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load9.2 = load <8 x float>, ptr %51, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load10.2 = load <8 x float>, ptr %52, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load11.2 = load <8 x float>, ptr %53, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %54 = fcmp oeq <8 x float> %wide.load.2, splat (float 0xFFF0000000000000)
  %55 = fcmp oeq <8 x float> %wide.load9.2, splat (float 0xFFF0000000000000)
  %56 = fcmp oeq <8 x float> %wide.load10.2, splat (float 0xFFF0000000000000)
  %57 = fcmp oeq <8 x float> %wide.load11.2, splat (float 0xFFF0000000000000)
  %58 = zext <8 x i1> %54 to <8 x i8>
  %59 = zext <8 x i1> %55 to <8 x i8>
  %60 = zext <8 x i1> %56 to <8 x i8>
  %61 = zext <8 x i1> %57 to <8 x i8>
  %62 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %49
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %65 = getelementptr inbounds nuw i8, ptr %62, i64 24
  store <8 x i8> %58, ptr %62, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %59, ptr %63, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %60, ptr %64, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %61, ptr %65, align 1, !alias.scope !11, !noalias !6
  %66 = or disjoint i64 %15, 96
  %67 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %66
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 32
  %69 = getelementptr inbounds nuw i8, ptr %67, i64 64
  %70 = getelementptr inbounds nuw i8, ptr %67, i64 96
  %wide.load.3 = load <8 x float>, ptr %67, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load9.3 = load <8 x float>, ptr %68, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load10.3 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load11.3 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %71 = fcmp oeq <8 x float> %wide.load.3, splat (float 0xFFF0000000000000)
  %72 = fcmp oeq <8 x float> %wide.load9.3, splat (float 0xFFF0000000000000)
  %73 = fcmp oeq <8 x float> %wide.load10.3, splat (float 0xFFF0000000000000)
  %74 = fcmp oeq <8 x float> %wide.load11.3, splat (float 0xFFF0000000000000)
  %75 = zext <8 x i1> %71 to <8 x i8>
  %76 = zext <8 x i1> %72 to <8 x i8>
  %77 = zext <8 x i1> %73 to <8 x i8>
  %78 = zext <8 x i1> %74 to <8 x i8>
  %79 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %66
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 16
  %82 = getelementptr inbounds nuw i8, ptr %79, i64 24
  store <8 x i8> %75, ptr %79, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %76, ptr %80, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %77, ptr %81, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %78, ptr %82, align 1, !alias.scope !11, !noalias !6
  %83 = add nuw nsw i64 %13, 1
  %exitcond5.not = icmp eq i64 %83, 128
  br i1 %exitcond5.not, label %84, label %vector.ph

84:                                               ; preds = %vector.ph
  %85 = or disjoint i64 %12, 16384
  br label %vector.ph13

vector.ph13:                                      ; preds = %vector.ph13, %84
  %86 = phi i64 [ 0, %84 ], [ %156, %vector.ph13 ]
  %87 = shl nuw nsw i64 %86, 7
  %88 = add nuw nsw i64 %87, %85
  %89 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 32
  %91 = getelementptr inbounds nuw i8, ptr %89, i64 64
  %92 = getelementptr inbounds nuw i8, ptr %89, i64 96
  %wide.load16 = load <8 x float>, ptr %89, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load17 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load18 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load19 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %93 = fcmp oeq <8 x float> %wide.load16, splat (float 0xFFF0000000000000)
  %94 = fcmp oeq <8 x float> %wide.load17, splat (float 0xFFF0000000000000)
  %95 = fcmp oeq <8 x float> %wide.load18, splat (float 0xFFF0000000000000)
  %96 = fcmp oeq <8 x float> %wide.load19, splat (float 0xFFF0000000000000)
  %97 = zext <8 x i1> %93 to <8 x i8>
  %98 = zext <8 x i1> %94 to <8 x i8>
  %99 = zext <8 x i1> %95 to <8 x i8>
  %100 = zext <8 x i1> %96 to <8 x i8>
  %101 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %88
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 8
  %103 = getelementptr inbounds nuw i8, ptr %101, i64 16
  %104 = getelementptr inbounds nuw i8, ptr %101, i64 24
  store <8 x i8> %97, ptr %101, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %98, ptr %102, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %99, ptr %103, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %100, ptr %104, align 1, !alias.scope !11, !noalias !6
  %105 = or disjoint i64 %88, 32
  %106 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %105
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 32
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 64
  %109 = getelementptr inbounds nuw i8, ptr %106, i64 96
  %wide.load16.1 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load17.1 = load <8 x float>, ptr %107, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load18.1 = load <8 x float>, ptr %108, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load19.1 = load <8 x float>, ptr %109, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %110 = fcmp oeq <8 x float> %wide.load16.1, splat (float 0xFFF0000000000000)
  %111 = fcmp oeq <8 x float> %wide.load17.1, splat (float 0xFFF0000000000000)
  %112 = fcmp oeq <8 x float> %wide.load18.1, splat (float 0xFFF0000000000000)
  %113 = fcmp oeq <8 x float> %wide.load19.1, splat (float 0xFFF0000000000000)
  %114 = zext <8 x i1> %110 to <8 x i8>
  %115 = zext <8 x i1> %111 to <8 x i8>
  %116 = zext <8 x i1> %112 to <8 x i8>
  %117 = zext <8 x i1> %113 to <8 x i8>
  %118 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %105
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 8
  %120 = getelementptr inbounds nuw i8, ptr %118, i64 16
  %121 = getelementptr inbounds nuw i8, ptr %118, i64 24
  store <8 x i8> %114, ptr %118, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %115, ptr %119, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %116, ptr %120, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %117, ptr %121, align 1, !alias.scope !11, !noalias !6
  %122 = or disjoint i64 %88, 64
  %123 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %122
  %124 = getelementptr inbounds nuw i8, ptr %123, i64 32
  %125 = getelementptr inbounds nuw i8, ptr %123, i64 64
  %126 = getelementptr inbounds nuw i8, ptr %123, i64 96
  %wide.load16.2 = load <8 x float>, ptr %123, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load17.2 = load <8 x float>, ptr %124, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load18.2 = load <8 x float>, ptr %125, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load19.2 = load <8 x float>, ptr %126, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %127 = fcmp oeq <8 x float> %wide.load16.2, splat (float 0xFFF0000000000000)
  %128 = fcmp oeq <8 x float> %wide.load17.2, splat (float 0xFFF0000000000000)
  %129 = fcmp oeq <8 x float> %wide.load18.2, splat (float 0xFFF0000000000000)
  %130 = fcmp oeq <8 x float> %wide.load19.2, splat (float 0xFFF0000000000000)
  %131 = zext <8 x i1> %127 to <8 x i8>
  %132 = zext <8 x i1> %128 to <8 x i8>
  %133 = zext <8 x i1> %129 to <8 x i8>
  %134 = zext <8 x i1> %130 to <8 x i8>
  %135 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %122
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 8
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 16
  %138 = getelementptr inbounds nuw i8, ptr %135, i64 24
  store <8 x i8> %131, ptr %135, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %132, ptr %136, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %133, ptr %137, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %134, ptr %138, align 1, !alias.scope !11, !noalias !6
  %139 = or disjoint i64 %88, 96
  %140 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %139
  %141 = getelementptr inbounds nuw i8, ptr %140, i64 32
  %142 = getelementptr inbounds nuw i8, ptr %140, i64 64
  %143 = getelementptr inbounds nuw i8, ptr %140, i64 96
  %wide.load16.3 = load <8 x float>, ptr %140, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load17.3 = load <8 x float>, ptr %141, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load18.3 = load <8 x float>, ptr %142, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load19.3 = load <8 x float>, ptr %143, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %144 = fcmp oeq <8 x float> %wide.load16.3, splat (float 0xFFF0000000000000)
  %145 = fcmp oeq <8 x float> %wide.load17.3, splat (float 0xFFF0000000000000)
  %146 = fcmp oeq <8 x float> %wide.load18.3, splat (float 0xFFF0000000000000)
  %147 = fcmp oeq <8 x float> %wide.load19.3, splat (float 0xFFF0000000000000)
  %148 = zext <8 x i1> %144 to <8 x i8>
  %149 = zext <8 x i1> %145 to <8 x i8>
  %150 = zext <8 x i1> %146 to <8 x i8>
  %151 = zext <8 x i1> %147 to <8 x i8>
  %152 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %139
  %153 = getelementptr inbounds nuw i8, ptr %152, i64 8
  %154 = getelementptr inbounds nuw i8, ptr %152, i64 16
  %155 = getelementptr inbounds nuw i8, ptr %152, i64 24
  store <8 x i8> %148, ptr %152, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %149, ptr %153, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %150, ptr %154, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %151, ptr %155, align 1, !alias.scope !11, !noalias !6
  %156 = add nuw nsw i64 %86, 1
  %exitcond5.1.not = icmp eq i64 %156, 128
  br i1 %exitcond5.1.not, label %157, label %vector.ph13

157:                                              ; preds = %vector.ph13
  %158 = or disjoint i64 %12, 32768
  br label %vector.ph24

vector.ph24:                                      ; preds = %vector.ph24, %157
  %159 = phi i64 [ 0, %157 ], [ %229, %vector.ph24 ]
  %160 = shl nuw nsw i64 %159, 7
  %161 = add nuw nsw i64 %160, %158
  %162 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %161
  %163 = getelementptr inbounds nuw i8, ptr %162, i64 32
  %164 = getelementptr inbounds nuw i8, ptr %162, i64 64
  %165 = getelementptr inbounds nuw i8, ptr %162, i64 96
  %wide.load27 = load <8 x float>, ptr %162, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load28 = load <8 x float>, ptr %163, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load29 = load <8 x float>, ptr %164, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load30 = load <8 x float>, ptr %165, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %166 = fcmp oeq <8 x float> %wide.load27, splat (float 0xFFF0000000000000)
  %167 = fcmp oeq <8 x float> %wide.load28, splat (float 0xFFF0000000000000)
  %168 = fcmp oeq <8 x float> %wide.load29, splat (float 0xFFF0000000000000)
  %169 = fcmp oeq <8 x float> %wide.load30, splat (float 0xFFF0000000000000)
  %170 = zext <8 x i1> %166 to <8 x i8>
  %171 = zext <8 x i1> %167 to <8 x i8>
  %172 = zext <8 x i1> %168 to <8 x i8>
  %173 = zext <8 x i1> %169 to <8 x i8>
  %174 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %161
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 8
  %176 = getelementptr inbounds nuw i8, ptr %174, i64 16
  %177 = getelementptr inbounds nuw i8, ptr %174, i64 24
  store <8 x i8> %170, ptr %174, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %171, ptr %175, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %172, ptr %176, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %173, ptr %177, align 1, !alias.scope !11, !noalias !6
  %178 = or disjoint i64 %161, 32
  %179 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 32
  %181 = getelementptr inbounds nuw i8, ptr %179, i64 64
  %182 = getelementptr inbounds nuw i8, ptr %179, i64 96
  %wide.load27.1 = load <8 x float>, ptr %179, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load28.1 = load <8 x float>, ptr %180, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load29.1 = load <8 x float>, ptr %181, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load30.1 = load <8 x float>, ptr %182, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %183 = fcmp oeq <8 x float> %wide.load27.1, splat (float 0xFFF0000000000000)
  %184 = fcmp oeq <8 x float> %wide.load28.1, splat (float 0xFFF0000000000000)
  %185 = fcmp oeq <8 x float> %wide.load29.1, splat (float 0xFFF0000000000000)
  %186 = fcmp oeq <8 x float> %wide.load30.1, splat (float 0xFFF0000000000000)
  %187 = zext <8 x i1> %183 to <8 x i8>
  %188 = zext <8 x i1> %184 to <8 x i8>
  %189 = zext <8 x i1> %185 to <8 x i8>
  %190 = zext <8 x i1> %186 to <8 x i8>
  %191 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %178
  %192 = getelementptr inbounds nuw i8, ptr %191, i64 8
  %193 = getelementptr inbounds nuw i8, ptr %191, i64 16
  %194 = getelementptr inbounds nuw i8, ptr %191, i64 24
  store <8 x i8> %187, ptr %191, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %188, ptr %192, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %189, ptr %193, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %190, ptr %194, align 1, !alias.scope !11, !noalias !6
  %195 = or disjoint i64 %161, 64
  %196 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %195
  %197 = getelementptr inbounds nuw i8, ptr %196, i64 32
  %198 = getelementptr inbounds nuw i8, ptr %196, i64 64
  %199 = getelementptr inbounds nuw i8, ptr %196, i64 96
  %wide.load27.2 = load <8 x float>, ptr %196, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load28.2 = load <8 x float>, ptr %197, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load29.2 = load <8 x float>, ptr %198, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load30.2 = load <8 x float>, ptr %199, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %200 = fcmp oeq <8 x float> %wide.load27.2, splat (float 0xFFF0000000000000)
  %201 = fcmp oeq <8 x float> %wide.load28.2, splat (float 0xFFF0000000000000)
  %202 = fcmp oeq <8 x float> %wide.load29.2, splat (float 0xFFF0000000000000)
  %203 = fcmp oeq <8 x float> %wide.load30.2, splat (float 0xFFF0000000000000)
  %204 = zext <8 x i1> %200 to <8 x i8>
  %205 = zext <8 x i1> %201 to <8 x i8>
  %206 = zext <8 x i1> %202 to <8 x i8>
  %207 = zext <8 x i1> %203 to <8 x i8>
  %208 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %195
  %209 = getelementptr inbounds nuw i8, ptr %208, i64 8
  %210 = getelementptr inbounds nuw i8, ptr %208, i64 16
  %211 = getelementptr inbounds nuw i8, ptr %208, i64 24
  store <8 x i8> %204, ptr %208, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %205, ptr %209, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %206, ptr %210, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %207, ptr %211, align 1, !alias.scope !11, !noalias !6
  %212 = or disjoint i64 %161, 96
  %213 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 32
  %215 = getelementptr inbounds nuw i8, ptr %213, i64 64
  %216 = getelementptr inbounds nuw i8, ptr %213, i64 96
  %wide.load27.3 = load <8 x float>, ptr %213, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load28.3 = load <8 x float>, ptr %214, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load29.3 = load <8 x float>, ptr %215, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load30.3 = load <8 x float>, ptr %216, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %217 = fcmp oeq <8 x float> %wide.load27.3, splat (float 0xFFF0000000000000)
  %218 = fcmp oeq <8 x float> %wide.load28.3, splat (float 0xFFF0000000000000)
  %219 = fcmp oeq <8 x float> %wide.load29.3, splat (float 0xFFF0000000000000)
  %220 = fcmp oeq <8 x float> %wide.load30.3, splat (float 0xFFF0000000000000)
  %221 = zext <8 x i1> %217 to <8 x i8>
  %222 = zext <8 x i1> %218 to <8 x i8>
  %223 = zext <8 x i1> %219 to <8 x i8>
  %224 = zext <8 x i1> %220 to <8 x i8>
  %225 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %212
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 8
  %227 = getelementptr inbounds nuw i8, ptr %225, i64 16
  %228 = getelementptr inbounds nuw i8, ptr %225, i64 24
  store <8 x i8> %221, ptr %225, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %222, ptr %226, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %223, ptr %227, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %224, ptr %228, align 1, !alias.scope !11, !noalias !6
  %229 = add nuw nsw i64 %159, 1
  %exitcond5.18.not = icmp eq i64 %229, 128
  br i1 %exitcond5.18.not, label %230, label %vector.ph24

230:                                              ; preds = %vector.ph24
  %231 = or disjoint i64 %12, 49152
  br label %vector.ph35

vector.ph35:                                      ; preds = %vector.ph35, %230
  %232 = phi i64 [ 0, %230 ], [ %302, %vector.ph35 ]
  %233 = shl nuw nsw i64 %232, 7
  %234 = add nuw nsw i64 %233, %231
  %235 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %234
  %236 = getelementptr inbounds nuw i8, ptr %235, i64 32
  %237 = getelementptr inbounds nuw i8, ptr %235, i64 64
  %238 = getelementptr inbounds nuw i8, ptr %235, i64 96
  %wide.load38 = load <8 x float>, ptr %235, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load39 = load <8 x float>, ptr %236, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load40 = load <8 x float>, ptr %237, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load41 = load <8 x float>, ptr %238, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %239 = fcmp oeq <8 x float> %wide.load38, splat (float 0xFFF0000000000000)
  %240 = fcmp oeq <8 x float> %wide.load39, splat (float 0xFFF0000000000000)
  %241 = fcmp oeq <8 x float> %wide.load40, splat (float 0xFFF0000000000000)
  %242 = fcmp oeq <8 x float> %wide.load41, splat (float 0xFFF0000000000000)
  %243 = zext <8 x i1> %239 to <8 x i8>
  %244 = zext <8 x i1> %240 to <8 x i8>
  %245 = zext <8 x i1> %241 to <8 x i8>
  %246 = zext <8 x i1> %242 to <8 x i8>
  %247 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %234
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %249 = getelementptr inbounds nuw i8, ptr %247, i64 16
  %250 = getelementptr inbounds nuw i8, ptr %247, i64 24
  store <8 x i8> %243, ptr %247, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %244, ptr %248, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %245, ptr %249, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %246, ptr %250, align 1, !alias.scope !11, !noalias !6
  %251 = or disjoint i64 %234, 32
  %252 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %251
  %253 = getelementptr inbounds nuw i8, ptr %252, i64 32
  %254 = getelementptr inbounds nuw i8, ptr %252, i64 64
  %255 = getelementptr inbounds nuw i8, ptr %252, i64 96
  %wide.load38.1 = load <8 x float>, ptr %252, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load39.1 = load <8 x float>, ptr %253, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load40.1 = load <8 x float>, ptr %254, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load41.1 = load <8 x float>, ptr %255, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %256 = fcmp oeq <8 x float> %wide.load38.1, splat (float 0xFFF0000000000000)
  %257 = fcmp oeq <8 x float> %wide.load39.1, splat (float 0xFFF0000000000000)
  %258 = fcmp oeq <8 x float> %wide.load40.1, splat (float 0xFFF0000000000000)
  %259 = fcmp oeq <8 x float> %wide.load41.1, splat (float 0xFFF0000000000000)
  %260 = zext <8 x i1> %256 to <8 x i8>
  %261 = zext <8 x i1> %257 to <8 x i8>
  %262 = zext <8 x i1> %258 to <8 x i8>
  %263 = zext <8 x i1> %259 to <8 x i8>
  %264 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %251
  %265 = getelementptr inbounds nuw i8, ptr %264, i64 8
  %266 = getelementptr inbounds nuw i8, ptr %264, i64 16
  %267 = getelementptr inbounds nuw i8, ptr %264, i64 24
  store <8 x i8> %260, ptr %264, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %261, ptr %265, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %262, ptr %266, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %263, ptr %267, align 1, !alias.scope !11, !noalias !6
  %268 = or disjoint i64 %234, 64
  %269 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %268
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 32
  %271 = getelementptr inbounds nuw i8, ptr %269, i64 64
  %272 = getelementptr inbounds nuw i8, ptr %269, i64 96
  %wide.load38.2 = load <8 x float>, ptr %269, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load39.2 = load <8 x float>, ptr %270, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load40.2 = load <8 x float>, ptr %271, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load41.2 = load <8 x float>, ptr %272, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %273 = fcmp oeq <8 x float> %wide.load38.2, splat (float 0xFFF0000000000000)
  %274 = fcmp oeq <8 x float> %wide.load39.2, splat (float 0xFFF0000000000000)
  %275 = fcmp oeq <8 x float> %wide.load40.2, splat (float 0xFFF0000000000000)
  %276 = fcmp oeq <8 x float> %wide.load41.2, splat (float 0xFFF0000000000000)
  %277 = zext <8 x i1> %273 to <8 x i8>
  %278 = zext <8 x i1> %274 to <8 x i8>
  %279 = zext <8 x i1> %275 to <8 x i8>
  %280 = zext <8 x i1> %276 to <8 x i8>
  %281 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %268
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 8
  %283 = getelementptr inbounds nuw i8, ptr %281, i64 16
  %284 = getelementptr inbounds nuw i8, ptr %281, i64 24
  store <8 x i8> %277, ptr %281, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %278, ptr %282, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %279, ptr %283, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %280, ptr %284, align 1, !alias.scope !11, !noalias !6
  %285 = or disjoint i64 %234, 96
  %286 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 32
  %288 = getelementptr inbounds nuw i8, ptr %286, i64 64
  %289 = getelementptr inbounds nuw i8, ptr %286, i64 96
  %wide.load38.3 = load <8 x float>, ptr %286, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load39.3 = load <8 x float>, ptr %287, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load40.3 = load <8 x float>, ptr %288, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load41.3 = load <8 x float>, ptr %289, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %290 = fcmp oeq <8 x float> %wide.load38.3, splat (float 0xFFF0000000000000)
  %291 = fcmp oeq <8 x float> %wide.load39.3, splat (float 0xFFF0000000000000)
  %292 = fcmp oeq <8 x float> %wide.load40.3, splat (float 0xFFF0000000000000)
  %293 = fcmp oeq <8 x float> %wide.load41.3, splat (float 0xFFF0000000000000)
  %294 = zext <8 x i1> %290 to <8 x i8>
  %295 = zext <8 x i1> %291 to <8 x i8>
  %296 = zext <8 x i1> %292 to <8 x i8>
  %297 = zext <8 x i1> %293 to <8 x i8>
  %298 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %285
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 8
  %300 = getelementptr inbounds nuw i8, ptr %298, i64 16
  %301 = getelementptr inbounds nuw i8, ptr %298, i64 24
  store <8 x i8> %294, ptr %298, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %295, ptr %299, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %296, ptr %300, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %297, ptr %301, align 1, !alias.scope !11, !noalias !6
  %302 = add nuw nsw i64 %232, 1
  %exitcond5.1.1.not = icmp eq i64 %302, 128
  br i1 %exitcond5.1.1.not, label %303, label %vector.ph35

303:                                              ; preds = %vector.ph35
  %304 = or disjoint i64 %12, 65536
  br label %vector.ph46

vector.ph46:                                      ; preds = %vector.ph46, %303
  %305 = phi i64 [ 0, %303 ], [ %375, %vector.ph46 ]
  %306 = shl nuw nsw i64 %305, 7
  %307 = add nuw nsw i64 %306, %304
  %308 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %307
  %309 = getelementptr inbounds nuw i8, ptr %308, i64 32
  %310 = getelementptr inbounds nuw i8, ptr %308, i64 64
  %311 = getelementptr inbounds nuw i8, ptr %308, i64 96
  %wide.load49 = load <8 x float>, ptr %308, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load50 = load <8 x float>, ptr %309, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load51 = load <8 x float>, ptr %310, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load52 = load <8 x float>, ptr %311, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %312 = fcmp oeq <8 x float> %wide.load49, splat (float 0xFFF0000000000000)
  %313 = fcmp oeq <8 x float> %wide.load50, splat (float 0xFFF0000000000000)
  %314 = fcmp oeq <8 x float> %wide.load51, splat (float 0xFFF0000000000000)
  %315 = fcmp oeq <8 x float> %wide.load52, splat (float 0xFFF0000000000000)
  %316 = zext <8 x i1> %312 to <8 x i8>
  %317 = zext <8 x i1> %313 to <8 x i8>
  %318 = zext <8 x i1> %314 to <8 x i8>
  %319 = zext <8 x i1> %315 to <8 x i8>
  %320 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %307
  %321 = getelementptr inbounds nuw i8, ptr %320, i64 8
  %322 = getelementptr inbounds nuw i8, ptr %320, i64 16
  %323 = getelementptr inbounds nuw i8, ptr %320, i64 24
  store <8 x i8> %316, ptr %320, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %317, ptr %321, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %318, ptr %322, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %319, ptr %323, align 1, !alias.scope !11, !noalias !6
  %324 = or disjoint i64 %307, 32
  %325 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %324
  %326 = getelementptr inbounds nuw i8, ptr %325, i64 32
  %327 = getelementptr inbounds nuw i8, ptr %325, i64 64
  %328 = getelementptr inbounds nuw i8, ptr %325, i64 96
  %wide.load49.1 = load <8 x float>, ptr %325, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load50.1 = load <8 x float>, ptr %326, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load51.1 = load <8 x float>, ptr %327, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load52.1 = load <8 x float>, ptr %328, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %329 = fcmp oeq <8 x float> %wide.load49.1, splat (float 0xFFF0000000000000)
  %330 = fcmp oeq <8 x float> %wide.load50.1, splat (float 0xFFF0000000000000)
  %331 = fcmp oeq <8 x float> %wide.load51.1, splat (float 0xFFF0000000000000)
  %332 = fcmp oeq <8 x float> %wide.load52.1, splat (float 0xFFF0000000000000)
  %333 = zext <8 x i1> %329 to <8 x i8>
  %334 = zext <8 x i1> %330 to <8 x i8>
  %335 = zext <8 x i1> %331 to <8 x i8>
  %336 = zext <8 x i1> %332 to <8 x i8>
  %337 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %324
  %338 = getelementptr inbounds nuw i8, ptr %337, i64 8
  %339 = getelementptr inbounds nuw i8, ptr %337, i64 16
  %340 = getelementptr inbounds nuw i8, ptr %337, i64 24
  store <8 x i8> %333, ptr %337, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %334, ptr %338, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %335, ptr %339, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %336, ptr %340, align 1, !alias.scope !11, !noalias !6
  %341 = or disjoint i64 %307, 64
  %342 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %341
  %343 = getelementptr inbounds nuw i8, ptr %342, i64 32
  %344 = getelementptr inbounds nuw i8, ptr %342, i64 64
  %345 = getelementptr inbounds nuw i8, ptr %342, i64 96
  %wide.load49.2 = load <8 x float>, ptr %342, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load50.2 = load <8 x float>, ptr %343, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load51.2 = load <8 x float>, ptr %344, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load52.2 = load <8 x float>, ptr %345, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %346 = fcmp oeq <8 x float> %wide.load49.2, splat (float 0xFFF0000000000000)
  %347 = fcmp oeq <8 x float> %wide.load50.2, splat (float 0xFFF0000000000000)
  %348 = fcmp oeq <8 x float> %wide.load51.2, splat (float 0xFFF0000000000000)
  %349 = fcmp oeq <8 x float> %wide.load52.2, splat (float 0xFFF0000000000000)
  %350 = zext <8 x i1> %346 to <8 x i8>
  %351 = zext <8 x i1> %347 to <8 x i8>
  %352 = zext <8 x i1> %348 to <8 x i8>
  %353 = zext <8 x i1> %349 to <8 x i8>
  %354 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %341
  %355 = getelementptr inbounds nuw i8, ptr %354, i64 8
  %356 = getelementptr inbounds nuw i8, ptr %354, i64 16
  %357 = getelementptr inbounds nuw i8, ptr %354, i64 24
  store <8 x i8> %350, ptr %354, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %351, ptr %355, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %352, ptr %356, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %353, ptr %357, align 1, !alias.scope !11, !noalias !6
  %358 = or disjoint i64 %307, 96
  %359 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %358
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 32
  %361 = getelementptr inbounds nuw i8, ptr %359, i64 64
  %362 = getelementptr inbounds nuw i8, ptr %359, i64 96
  %wide.load49.3 = load <8 x float>, ptr %359, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load50.3 = load <8 x float>, ptr %360, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load51.3 = load <8 x float>, ptr %361, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load52.3 = load <8 x float>, ptr %362, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %363 = fcmp oeq <8 x float> %wide.load49.3, splat (float 0xFFF0000000000000)
  %364 = fcmp oeq <8 x float> %wide.load50.3, splat (float 0xFFF0000000000000)
  %365 = fcmp oeq <8 x float> %wide.load51.3, splat (float 0xFFF0000000000000)
  %366 = fcmp oeq <8 x float> %wide.load52.3, splat (float 0xFFF0000000000000)
  %367 = zext <8 x i1> %363 to <8 x i8>
  %368 = zext <8 x i1> %364 to <8 x i8>
  %369 = zext <8 x i1> %365 to <8 x i8>
  %370 = zext <8 x i1> %366 to <8 x i8>
  %371 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %358
  %372 = getelementptr inbounds nuw i8, ptr %371, i64 8
  %373 = getelementptr inbounds nuw i8, ptr %371, i64 16
  %374 = getelementptr inbounds nuw i8, ptr %371, i64 24
  store <8 x i8> %367, ptr %371, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %368, ptr %372, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %369, ptr %373, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %370, ptr %374, align 1, !alias.scope !11, !noalias !6
  %375 = add nuw nsw i64 %305, 1
  %exitcond5.2.not = icmp eq i64 %375, 128
  br i1 %exitcond5.2.not, label %376, label %vector.ph46

376:                                              ; preds = %vector.ph46
  %377 = or disjoint i64 %12, 81920
  br label %vector.ph57

vector.ph57:                                      ; preds = %vector.ph57, %376
  %378 = phi i64 [ 0, %376 ], [ %448, %vector.ph57 ]
  %379 = shl nuw nsw i64 %378, 7
  %380 = add nuw nsw i64 %379, %377
  %381 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %380
  %382 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %383 = getelementptr inbounds nuw i8, ptr %381, i64 64
  %384 = getelementptr inbounds nuw i8, ptr %381, i64 96
  %wide.load60 = load <8 x float>, ptr %381, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load61 = load <8 x float>, ptr %382, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load62 = load <8 x float>, ptr %383, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load63 = load <8 x float>, ptr %384, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %385 = fcmp oeq <8 x float> %wide.load60, splat (float 0xFFF0000000000000)
  %386 = fcmp oeq <8 x float> %wide.load61, splat (float 0xFFF0000000000000)
  %387 = fcmp oeq <8 x float> %wide.load62, splat (float 0xFFF0000000000000)
  %388 = fcmp oeq <8 x float> %wide.load63, splat (float 0xFFF0000000000000)
  %389 = zext <8 x i1> %385 to <8 x i8>
  %390 = zext <8 x i1> %386 to <8 x i8>
  %391 = zext <8 x i1> %387 to <8 x i8>
  %392 = zext <8 x i1> %388 to <8 x i8>
  %393 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %380
  %394 = getelementptr inbounds nuw i8, ptr %393, i64 8
  %395 = getelementptr inbounds nuw i8, ptr %393, i64 16
  %396 = getelementptr inbounds nuw i8, ptr %393, i64 24
  store <8 x i8> %389, ptr %393, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %390, ptr %394, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %391, ptr %395, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %392, ptr %396, align 1, !alias.scope !11, !noalias !6
  %397 = or disjoint i64 %380, 32
  %398 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %397
  %399 = getelementptr inbounds nuw i8, ptr %398, i64 32
  %400 = getelementptr inbounds nuw i8, ptr %398, i64 64
  %401 = getelementptr inbounds nuw i8, ptr %398, i64 96
  %wide.load60.1 = load <8 x float>, ptr %398, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load61.1 = load <8 x float>, ptr %399, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load62.1 = load <8 x float>, ptr %400, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load63.1 = load <8 x float>, ptr %401, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %402 = fcmp oeq <8 x float> %wide.load60.1, splat (float 0xFFF0000000000000)
  %403 = fcmp oeq <8 x float> %wide.load61.1, splat (float 0xFFF0000000000000)
  %404 = fcmp oeq <8 x float> %wide.load62.1, splat (float 0xFFF0000000000000)
  %405 = fcmp oeq <8 x float> %wide.load63.1, splat (float 0xFFF0000000000000)
  %406 = zext <8 x i1> %402 to <8 x i8>
  %407 = zext <8 x i1> %403 to <8 x i8>
  %408 = zext <8 x i1> %404 to <8 x i8>
  %409 = zext <8 x i1> %405 to <8 x i8>
  %410 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %397
  %411 = getelementptr inbounds nuw i8, ptr %410, i64 8
  %412 = getelementptr inbounds nuw i8, ptr %410, i64 16
  %413 = getelementptr inbounds nuw i8, ptr %410, i64 24
  store <8 x i8> %406, ptr %410, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %407, ptr %411, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %408, ptr %412, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %409, ptr %413, align 1, !alias.scope !11, !noalias !6
  %414 = or disjoint i64 %380, 64
  %415 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %414
  %416 = getelementptr inbounds nuw i8, ptr %415, i64 32
  %417 = getelementptr inbounds nuw i8, ptr %415, i64 64
  %418 = getelementptr inbounds nuw i8, ptr %415, i64 96
  %wide.load60.2 = load <8 x float>, ptr %415, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load61.2 = load <8 x float>, ptr %416, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load62.2 = load <8 x float>, ptr %417, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load63.2 = load <8 x float>, ptr %418, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %419 = fcmp oeq <8 x float> %wide.load60.2, splat (float 0xFFF0000000000000)
  %420 = fcmp oeq <8 x float> %wide.load61.2, splat (float 0xFFF0000000000000)
  %421 = fcmp oeq <8 x float> %wide.load62.2, splat (float 0xFFF0000000000000)
  %422 = fcmp oeq <8 x float> %wide.load63.2, splat (float 0xFFF0000000000000)
  %423 = zext <8 x i1> %419 to <8 x i8>
  %424 = zext <8 x i1> %420 to <8 x i8>
  %425 = zext <8 x i1> %421 to <8 x i8>
  %426 = zext <8 x i1> %422 to <8 x i8>
  %427 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %414
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 8
  %429 = getelementptr inbounds nuw i8, ptr %427, i64 16
  %430 = getelementptr inbounds nuw i8, ptr %427, i64 24
  store <8 x i8> %423, ptr %427, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %424, ptr %428, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %425, ptr %429, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %426, ptr %430, align 1, !alias.scope !11, !noalias !6
  %431 = or disjoint i64 %380, 96
  %432 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %431
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 32
  %434 = getelementptr inbounds nuw i8, ptr %432, i64 64
  %435 = getelementptr inbounds nuw i8, ptr %432, i64 96
  %wide.load60.3 = load <8 x float>, ptr %432, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load61.3 = load <8 x float>, ptr %433, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load62.3 = load <8 x float>, ptr %434, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load63.3 = load <8 x float>, ptr %435, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %436 = fcmp oeq <8 x float> %wide.load60.3, splat (float 0xFFF0000000000000)
  %437 = fcmp oeq <8 x float> %wide.load61.3, splat (float 0xFFF0000000000000)
  %438 = fcmp oeq <8 x float> %wide.load62.3, splat (float 0xFFF0000000000000)
  %439 = fcmp oeq <8 x float> %wide.load63.3, splat (float 0xFFF0000000000000)
  %440 = zext <8 x i1> %436 to <8 x i8>
  %441 = zext <8 x i1> %437 to <8 x i8>
  %442 = zext <8 x i1> %438 to <8 x i8>
  %443 = zext <8 x i1> %439 to <8 x i8>
  %444 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %431
  %445 = getelementptr inbounds nuw i8, ptr %444, i64 8
  %446 = getelementptr inbounds nuw i8, ptr %444, i64 16
  %447 = getelementptr inbounds nuw i8, ptr %444, i64 24
  store <8 x i8> %440, ptr %444, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %441, ptr %445, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %442, ptr %446, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %443, ptr %447, align 1, !alias.scope !11, !noalias !6
  %448 = add nuw nsw i64 %378, 1
  %exitcond5.1.2.not = icmp eq i64 %448, 128
  br i1 %exitcond5.1.2.not, label %449, label %vector.ph57

449:                                              ; preds = %vector.ph57
  %450 = or disjoint i64 %12, 98304
  br label %vector.ph68

vector.ph68:                                      ; preds = %vector.ph68, %449
  %451 = phi i64 [ 0, %449 ], [ %521, %vector.ph68 ]
  %452 = shl nuw nsw i64 %451, 7
  %453 = add nuw nsw i64 %452, %450
  %454 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %453
  %455 = getelementptr inbounds nuw i8, ptr %454, i64 32
  %456 = getelementptr inbounds nuw i8, ptr %454, i64 64
  %457 = getelementptr inbounds nuw i8, ptr %454, i64 96
  %wide.load71 = load <8 x float>, ptr %454, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load72 = load <8 x float>, ptr %455, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load73 = load <8 x float>, ptr %456, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load74 = load <8 x float>, ptr %457, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %458 = fcmp oeq <8 x float> %wide.load71, splat (float 0xFFF0000000000000)
  %459 = fcmp oeq <8 x float> %wide.load72, splat (float 0xFFF0000000000000)
  %460 = fcmp oeq <8 x float> %wide.load73, splat (float 0xFFF0000000000000)
  %461 = fcmp oeq <8 x float> %wide.load74, splat (float 0xFFF0000000000000)
  %462 = zext <8 x i1> %458 to <8 x i8>
  %463 = zext <8 x i1> %459 to <8 x i8>
  %464 = zext <8 x i1> %460 to <8 x i8>
  %465 = zext <8 x i1> %461 to <8 x i8>
  %466 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %453
  %467 = getelementptr inbounds nuw i8, ptr %466, i64 8
  %468 = getelementptr inbounds nuw i8, ptr %466, i64 16
  %469 = getelementptr inbounds nuw i8, ptr %466, i64 24
  store <8 x i8> %462, ptr %466, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %463, ptr %467, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %464, ptr %468, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %465, ptr %469, align 1, !alias.scope !11, !noalias !6
  %470 = or disjoint i64 %453, 32
  %471 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %470
  %472 = getelementptr inbounds nuw i8, ptr %471, i64 32
  %473 = getelementptr inbounds nuw i8, ptr %471, i64 64
  %474 = getelementptr inbounds nuw i8, ptr %471, i64 96
  %wide.load71.1 = load <8 x float>, ptr %471, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load72.1 = load <8 x float>, ptr %472, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load73.1 = load <8 x float>, ptr %473, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load74.1 = load <8 x float>, ptr %474, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %475 = fcmp oeq <8 x float> %wide.load71.1, splat (float 0xFFF0000000000000)
  %476 = fcmp oeq <8 x float> %wide.load72.1, splat (float 0xFFF0000000000000)
  %477 = fcmp oeq <8 x float> %wide.load73.1, splat (float 0xFFF0000000000000)
  %478 = fcmp oeq <8 x float> %wide.load74.1, splat (float 0xFFF0000000000000)
  %479 = zext <8 x i1> %475 to <8 x i8>
  %480 = zext <8 x i1> %476 to <8 x i8>
  %481 = zext <8 x i1> %477 to <8 x i8>
  %482 = zext <8 x i1> %478 to <8 x i8>
  %483 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %470
  %484 = getelementptr inbounds nuw i8, ptr %483, i64 8
  %485 = getelementptr inbounds nuw i8, ptr %483, i64 16
  %486 = getelementptr inbounds nuw i8, ptr %483, i64 24
  store <8 x i8> %479, ptr %483, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %480, ptr %484, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %481, ptr %485, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %482, ptr %486, align 1, !alias.scope !11, !noalias !6
  %487 = or disjoint i64 %453, 64
  %488 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %487
  %489 = getelementptr inbounds nuw i8, ptr %488, i64 32
  %490 = getelementptr inbounds nuw i8, ptr %488, i64 64
  %491 = getelementptr inbounds nuw i8, ptr %488, i64 96
  %wide.load71.2 = load <8 x float>, ptr %488, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load72.2 = load <8 x float>, ptr %489, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load73.2 = load <8 x float>, ptr %490, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load74.2 = load <8 x float>, ptr %491, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %492 = fcmp oeq <8 x float> %wide.load71.2, splat (float 0xFFF0000000000000)
  %493 = fcmp oeq <8 x float> %wide.load72.2, splat (float 0xFFF0000000000000)
  %494 = fcmp oeq <8 x float> %wide.load73.2, splat (float 0xFFF0000000000000)
  %495 = fcmp oeq <8 x float> %wide.load74.2, splat (float 0xFFF0000000000000)
  %496 = zext <8 x i1> %492 to <8 x i8>
  %497 = zext <8 x i1> %493 to <8 x i8>
  %498 = zext <8 x i1> %494 to <8 x i8>
  %499 = zext <8 x i1> %495 to <8 x i8>
  %500 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %487
  %501 = getelementptr inbounds nuw i8, ptr %500, i64 8
  %502 = getelementptr inbounds nuw i8, ptr %500, i64 16
  %503 = getelementptr inbounds nuw i8, ptr %500, i64 24
  store <8 x i8> %496, ptr %500, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %497, ptr %501, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %498, ptr %502, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %499, ptr %503, align 1, !alias.scope !11, !noalias !6
  %504 = or disjoint i64 %453, 96
  %505 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %504
  %506 = getelementptr inbounds nuw i8, ptr %505, i64 32
  %507 = getelementptr inbounds nuw i8, ptr %505, i64 64
  %508 = getelementptr inbounds nuw i8, ptr %505, i64 96
  %wide.load71.3 = load <8 x float>, ptr %505, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load72.3 = load <8 x float>, ptr %506, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load73.3 = load <8 x float>, ptr %507, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load74.3 = load <8 x float>, ptr %508, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %509 = fcmp oeq <8 x float> %wide.load71.3, splat (float 0xFFF0000000000000)
  %510 = fcmp oeq <8 x float> %wide.load72.3, splat (float 0xFFF0000000000000)
  %511 = fcmp oeq <8 x float> %wide.load73.3, splat (float 0xFFF0000000000000)
  %512 = fcmp oeq <8 x float> %wide.load74.3, splat (float 0xFFF0000000000000)
  %513 = zext <8 x i1> %509 to <8 x i8>
  %514 = zext <8 x i1> %510 to <8 x i8>
  %515 = zext <8 x i1> %511 to <8 x i8>
  %516 = zext <8 x i1> %512 to <8 x i8>
  %517 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %504
  %518 = getelementptr inbounds nuw i8, ptr %517, i64 8
  %519 = getelementptr inbounds nuw i8, ptr %517, i64 16
  %520 = getelementptr inbounds nuw i8, ptr %517, i64 24
  store <8 x i8> %513, ptr %517, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %514, ptr %518, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %515, ptr %519, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %516, ptr %520, align 1, !alias.scope !11, !noalias !6
  %521 = add nuw nsw i64 %451, 1
  %exitcond5.3.not = icmp eq i64 %521, 128
  br i1 %exitcond5.3.not, label %522, label %vector.ph68

522:                                              ; preds = %vector.ph68
  %523 = or disjoint i64 %12, 114688
  br label %vector.ph79

vector.ph79:                                      ; preds = %vector.ph79, %522
  %524 = phi i64 [ 0, %522 ], [ %594, %vector.ph79 ]
  %525 = shl nuw nsw i64 %524, 7
  %526 = add nuw nsw i64 %525, %523
  %527 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %526
  %528 = getelementptr inbounds nuw i8, ptr %527, i64 32
  %529 = getelementptr inbounds nuw i8, ptr %527, i64 64
  %530 = getelementptr inbounds nuw i8, ptr %527, i64 96
  %wide.load82 = load <8 x float>, ptr %527, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load83 = load <8 x float>, ptr %528, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load84 = load <8 x float>, ptr %529, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load85 = load <8 x float>, ptr %530, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %531 = fcmp oeq <8 x float> %wide.load82, splat (float 0xFFF0000000000000)
  %532 = fcmp oeq <8 x float> %wide.load83, splat (float 0xFFF0000000000000)
  %533 = fcmp oeq <8 x float> %wide.load84, splat (float 0xFFF0000000000000)
  %534 = fcmp oeq <8 x float> %wide.load85, splat (float 0xFFF0000000000000)
  %535 = zext <8 x i1> %531 to <8 x i8>
  %536 = zext <8 x i1> %532 to <8 x i8>
  %537 = zext <8 x i1> %533 to <8 x i8>
  %538 = zext <8 x i1> %534 to <8 x i8>
  %539 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %526
  %540 = getelementptr inbounds nuw i8, ptr %539, i64 8
  %541 = getelementptr inbounds nuw i8, ptr %539, i64 16
  %542 = getelementptr inbounds nuw i8, ptr %539, i64 24
  store <8 x i8> %535, ptr %539, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %536, ptr %540, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %537, ptr %541, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %538, ptr %542, align 1, !alias.scope !11, !noalias !6
  %543 = or disjoint i64 %526, 32
  %544 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %543
  %545 = getelementptr inbounds nuw i8, ptr %544, i64 32
  %546 = getelementptr inbounds nuw i8, ptr %544, i64 64
  %547 = getelementptr inbounds nuw i8, ptr %544, i64 96
  %wide.load82.1 = load <8 x float>, ptr %544, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load83.1 = load <8 x float>, ptr %545, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load84.1 = load <8 x float>, ptr %546, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load85.1 = load <8 x float>, ptr %547, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %548 = fcmp oeq <8 x float> %wide.load82.1, splat (float 0xFFF0000000000000)
  %549 = fcmp oeq <8 x float> %wide.load83.1, splat (float 0xFFF0000000000000)
  %550 = fcmp oeq <8 x float> %wide.load84.1, splat (float 0xFFF0000000000000)
  %551 = fcmp oeq <8 x float> %wide.load85.1, splat (float 0xFFF0000000000000)
  %552 = zext <8 x i1> %548 to <8 x i8>
  %553 = zext <8 x i1> %549 to <8 x i8>
  %554 = zext <8 x i1> %550 to <8 x i8>
  %555 = zext <8 x i1> %551 to <8 x i8>
  %556 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %543
  %557 = getelementptr inbounds nuw i8, ptr %556, i64 8
  %558 = getelementptr inbounds nuw i8, ptr %556, i64 16
  %559 = getelementptr inbounds nuw i8, ptr %556, i64 24
  store <8 x i8> %552, ptr %556, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %553, ptr %557, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %554, ptr %558, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %555, ptr %559, align 1, !alias.scope !11, !noalias !6
  %560 = or disjoint i64 %526, 64
  %561 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %560
  %562 = getelementptr inbounds nuw i8, ptr %561, i64 32
  %563 = getelementptr inbounds nuw i8, ptr %561, i64 64
  %564 = getelementptr inbounds nuw i8, ptr %561, i64 96
  %wide.load82.2 = load <8 x float>, ptr %561, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load83.2 = load <8 x float>, ptr %562, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load84.2 = load <8 x float>, ptr %563, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load85.2 = load <8 x float>, ptr %564, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %565 = fcmp oeq <8 x float> %wide.load82.2, splat (float 0xFFF0000000000000)
  %566 = fcmp oeq <8 x float> %wide.load83.2, splat (float 0xFFF0000000000000)
  %567 = fcmp oeq <8 x float> %wide.load84.2, splat (float 0xFFF0000000000000)
  %568 = fcmp oeq <8 x float> %wide.load85.2, splat (float 0xFFF0000000000000)
  %569 = zext <8 x i1> %565 to <8 x i8>
  %570 = zext <8 x i1> %566 to <8 x i8>
  %571 = zext <8 x i1> %567 to <8 x i8>
  %572 = zext <8 x i1> %568 to <8 x i8>
  %573 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %560
  %574 = getelementptr inbounds nuw i8, ptr %573, i64 8
  %575 = getelementptr inbounds nuw i8, ptr %573, i64 16
  %576 = getelementptr inbounds nuw i8, ptr %573, i64 24
  store <8 x i8> %569, ptr %573, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %570, ptr %574, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %571, ptr %575, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %572, ptr %576, align 1, !alias.scope !11, !noalias !6
  %577 = or disjoint i64 %526, 96
  %578 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %577
  %579 = getelementptr inbounds nuw i8, ptr %578, i64 32
  %580 = getelementptr inbounds nuw i8, ptr %578, i64 64
  %581 = getelementptr inbounds nuw i8, ptr %578, i64 96
  %wide.load82.3 = load <8 x float>, ptr %578, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load83.3 = load <8 x float>, ptr %579, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load84.3 = load <8 x float>, ptr %580, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %wide.load85.3 = load <8 x float>, ptr %581, align 4, !invariant.load !3, !alias.scope !6, !noalias !11
  %582 = fcmp oeq <8 x float> %wide.load82.3, splat (float 0xFFF0000000000000)
  %583 = fcmp oeq <8 x float> %wide.load83.3, splat (float 0xFFF0000000000000)
  %584 = fcmp oeq <8 x float> %wide.load84.3, splat (float 0xFFF0000000000000)
  %585 = fcmp oeq <8 x float> %wide.load85.3, splat (float 0xFFF0000000000000)
  %586 = zext <8 x i1> %582 to <8 x i8>
  %587 = zext <8 x i1> %583 to <8 x i8>
  %588 = zext <8 x i1> %584 to <8 x i8>
  %589 = zext <8 x i1> %585 to <8 x i8>
  %590 = getelementptr inbounds nuw [262144 x i8], ptr %6, i64 0, i64 %577
  %591 = getelementptr inbounds nuw i8, ptr %590, i64 8
  %592 = getelementptr inbounds nuw i8, ptr %590, i64 16
  %593 = getelementptr inbounds nuw i8, ptr %590, i64 24
  store <8 x i8> %586, ptr %590, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %587, ptr %591, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %588, ptr %592, align 1, !alias.scope !11, !noalias !6
  store <8 x i8> %589, ptr %593, align 1, !alias.scope !11, !noalias !6
  %594 = add nuw nsw i64 %524, 1
  %exitcond5.1.3.not = icmp eq i64 %594, 128
  br i1 %exitcond5.1.3.not, label %broadcast_compare_fusion.clone_wrapped.exit, label %vector.ph79

broadcast_compare_fusion.clone_wrapped.exit:      ; preds = %vector.ph79, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1048576}
!5 = !{i64 262144}
!6 = !{!7}
!7 = distinct !{!7, !8, !"broadcast_compare_fusion.clone_wrapped: argument 0"}
!8 = distinct !{!8, !"broadcast_compare_fusion.clone_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"broadcast_compare_fusion.clone_wrapped: argument 1"}
!11 = !{!12, !10}
!12 = distinct !{!12, !13, !"xla.slice_index=1"}
!13 = distinct !{!13}
