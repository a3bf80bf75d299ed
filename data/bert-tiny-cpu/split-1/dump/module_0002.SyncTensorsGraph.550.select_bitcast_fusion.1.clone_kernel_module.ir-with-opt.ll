; ModuleID = '__compute_module_select_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_select_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @select_bitcast_fusion.1.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !6
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !4
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !12)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %14 = icmp ult i64 %13, 2
  br i1 %14, label %15, label %select_bitcast_fusion.1.clone_wrapped.exit

15:                                               ; preds = %1
  %16 = shl nuw nsw i64 %13, 10
  %17 = shl nuw nsw i64 %13, 17
  %18 = shl nuw nsw i64 %13, 19
  %19 = getelementptr i8, ptr %10, i64 %18
  br label %20

20:                                               ; preds = %15, %.split5.us
  %21 = phi i64 [ 0, %15 ], [ %82, %.split5.us ]
  %22 = add nuw nsw i64 %21, %16
  %23 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6 = freeze i8 %24
  %25 = trunc i8 %.fr6 to i1
  %26 = shl nuw nsw i64 %21, 7
  %27 = add nuw nsw i64 %26, %17
  br i1 %25, label %.split.us.preheader, label %vector.body

vector.body:                                      ; preds = %20
  %28 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %22
  %29 = load float, ptr %28, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert = insertelement <8 x float> poison, float %29, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %30 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %27
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 64
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 96
  %wide.load = load <8 x float>, ptr %30, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load10 = load <8 x float>, ptr %31, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load11 = load <8 x float>, ptr %32, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load12 = load <8 x float>, ptr %33, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %34 = fdiv <8 x float> %wide.load, %broadcast.splat
  %35 = fdiv <8 x float> %wide.load10, %broadcast.splat
  %36 = fdiv <8 x float> %wide.load11, %broadcast.splat
  %37 = fdiv <8 x float> %wide.load12, %broadcast.splat
  %38 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %27
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 64
  %41 = getelementptr inbounds nuw i8, ptr %38, i64 96
  store <8 x float> %34, ptr %38, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %35, ptr %39, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %36, ptr %40, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %37, ptr %41, align 4, !alias.scope !21, !noalias !22
  %42 = or disjoint i64 %27, 32
  %43 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 32
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 64
  %46 = getelementptr inbounds nuw i8, ptr %43, i64 96
  %wide.load.1 = load <8 x float>, ptr %43, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load10.1 = load <8 x float>, ptr %44, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load11.1 = load <8 x float>, ptr %45, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load12.1 = load <8 x float>, ptr %46, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %47 = fdiv <8 x float> %wide.load.1, %broadcast.splat
  %48 = fdiv <8 x float> %wide.load10.1, %broadcast.splat
  %49 = fdiv <8 x float> %wide.load11.1, %broadcast.splat
  %50 = fdiv <8 x float> %wide.load12.1, %broadcast.splat
  %51 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %42
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 32
  %53 = getelementptr inbounds nuw i8, ptr %51, i64 64
  %54 = getelementptr inbounds nuw i8, ptr %51, i64 96
  store <8 x float> %47, ptr %51, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %48, ptr %52, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %49, ptr %53, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %50, ptr %54, align 4, !alias.scope !21, !noalias !22
  %55 = or disjoint i64 %27, 64
  %56 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %55
  %57 = getelementptr inbounds nuw i8, ptr %56, i64 32
  %58 = getelementptr inbounds nuw i8, ptr %56, i64 64
  %59 = getelementptr inbounds nuw i8, ptr %56, i64 96
  %wide.load.2 = load <8 x float>, ptr %56, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load10.2 = load <8 x float>, ptr %57, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load11.2 = load <8 x float>, ptr %58, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load12.2 = load <8 x float>, ptr %59, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %60 = fdiv <8 x float> %wide.load.2, %broadcast.splat
  %61 = fdiv <8 x float> %wide.load10.2, %broadcast.splat
  %62 = fdiv <8 x float> %wide.load11.2, %broadcast.splat
  %63 = fdiv <8 x float> %wide.load12.2, %broadcast.splat
  %64 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %55
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 32
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 64
  %67 = getelementptr inbounds nuw i8, ptr %64, i64 96
  store <8 x float> %60, ptr %64, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %61, ptr %65, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %62, ptr %66, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %63, ptr %67, align 4, !alias.scope !21, !noalias !22
  %68 = or disjoint i64 %27, 96
  %69 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 32
  %71 = getelementptr inbounds nuw i8, ptr %69, i64 64
  %72 = getelementptr inbounds nuw i8, ptr %69, i64 96
  %wide.load.3 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load10.3 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load11.3 = load <8 x float>, ptr %71, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load12.3 = load <8 x float>, ptr %72, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %73 = fdiv <8 x float> %wide.load.3, %broadcast.splat
  %74 = fdiv <8 x float> %wide.load10.3, %broadcast.splat
  %75 = fdiv <8 x float> %wide.load11.3, %broadcast.splat
  %76 = fdiv <8 x float> %wide.load12.3, %broadcast.splat
  %77 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %68
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 32
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 64
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 96
  store <8 x float> %73, ptr %77, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %74, ptr %78, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %75, ptr %79, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %76, ptr %80, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us

.split.us.preheader:                              ; preds = %20
  %81 = shl nuw nsw i64 %21, 9
  %scevgep = getelementptr i8, ptr %19, i64 %81
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us

.split5.us:                                       ; preds = %vector.body, %.split.us.preheader
  %82 = add nuw nsw i64 %21, 1
  %exitcond8.not = icmp eq i64 %82, 128
  br i1 %exitcond8.not, label %83, label %20

83:                                               ; preds = %.split5.us
  %84 = or disjoint i64 %16, 128
  %85 = or disjoint i64 %17, 16384
  %86 = getelementptr i8, ptr %10, i64 %18
  %87 = getelementptr i8, ptr %86, i64 65536
  br label %88

88:                                               ; preds = %.split5.us.1, %83
  %89 = phi i64 [ 0, %83 ], [ %150, %.split5.us.1 ]
  %90 = add nuw nsw i64 %89, %84
  %91 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %90
  %92 = load i8, ptr %91, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.1 = freeze i8 %92
  %93 = trunc i8 %.fr6.1 to i1
  %94 = shl nuw nsw i64 %89, 7
  %95 = add nuw nsw i64 %94, %85
  br i1 %93, label %.split.us.preheader.1, label %vector.body17

vector.body17:                                    ; preds = %88
  %96 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %90
  %97 = load float, ptr %96, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert15 = insertelement <8 x float> poison, float %97, i64 0
  %broadcast.splat16 = shufflevector <8 x float> %broadcast.splatinsert15, <8 x float> poison, <8 x i32> zeroinitializer
  %98 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %95
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 64
  %101 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %wide.load19 = load <8 x float>, ptr %98, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load20 = load <8 x float>, ptr %99, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load21 = load <8 x float>, ptr %100, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load22 = load <8 x float>, ptr %101, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %102 = fdiv <8 x float> %wide.load19, %broadcast.splat16
  %103 = fdiv <8 x float> %wide.load20, %broadcast.splat16
  %104 = fdiv <8 x float> %wide.load21, %broadcast.splat16
  %105 = fdiv <8 x float> %wide.load22, %broadcast.splat16
  %106 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %95
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 32
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 64
  %109 = getelementptr inbounds nuw i8, ptr %106, i64 96
  store <8 x float> %102, ptr %106, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %103, ptr %107, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %104, ptr %108, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %105, ptr %109, align 4, !alias.scope !21, !noalias !22
  %110 = or disjoint i64 %95, 32
  %111 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 32
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 64
  %114 = getelementptr inbounds nuw i8, ptr %111, i64 96
  %wide.load19.1 = load <8 x float>, ptr %111, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load20.1 = load <8 x float>, ptr %112, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load21.1 = load <8 x float>, ptr %113, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load22.1 = load <8 x float>, ptr %114, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %115 = fdiv <8 x float> %wide.load19.1, %broadcast.splat16
  %116 = fdiv <8 x float> %wide.load20.1, %broadcast.splat16
  %117 = fdiv <8 x float> %wide.load21.1, %broadcast.splat16
  %118 = fdiv <8 x float> %wide.load22.1, %broadcast.splat16
  %119 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %110
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 32
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 64
  %122 = getelementptr inbounds nuw i8, ptr %119, i64 96
  store <8 x float> %115, ptr %119, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %116, ptr %120, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %117, ptr %121, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %118, ptr %122, align 4, !alias.scope !21, !noalias !22
  %123 = or disjoint i64 %95, 64
  %124 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 32
  %126 = getelementptr inbounds nuw i8, ptr %124, i64 64
  %127 = getelementptr inbounds nuw i8, ptr %124, i64 96
  %wide.load19.2 = load <8 x float>, ptr %124, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load20.2 = load <8 x float>, ptr %125, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load21.2 = load <8 x float>, ptr %126, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load22.2 = load <8 x float>, ptr %127, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %128 = fdiv <8 x float> %wide.load19.2, %broadcast.splat16
  %129 = fdiv <8 x float> %wide.load20.2, %broadcast.splat16
  %130 = fdiv <8 x float> %wide.load21.2, %broadcast.splat16
  %131 = fdiv <8 x float> %wide.load22.2, %broadcast.splat16
  %132 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %123
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 32
  %134 = getelementptr inbounds nuw i8, ptr %132, i64 64
  %135 = getelementptr inbounds nuw i8, ptr %132, i64 96
  store <8 x float> %128, ptr %132, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %129, ptr %133, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %130, ptr %134, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %131, ptr %135, align 4, !alias.scope !21, !noalias !22
  %136 = or disjoint i64 %95, 96
  %137 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %136
  %138 = getelementptr inbounds nuw i8, ptr %137, i64 32
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 64
  %140 = getelementptr inbounds nuw i8, ptr %137, i64 96
  %wide.load19.3 = load <8 x float>, ptr %137, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load20.3 = load <8 x float>, ptr %138, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load21.3 = load <8 x float>, ptr %139, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load22.3 = load <8 x float>, ptr %140, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %141 = fdiv <8 x float> %wide.load19.3, %broadcast.splat16
  %142 = fdiv <8 x float> %wide.load20.3, %broadcast.splat16
  %143 = fdiv <8 x float> %wide.load21.3, %broadcast.splat16
  %144 = fdiv <8 x float> %wide.load22.3, %broadcast.splat16
  %145 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %136
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 32
  %147 = getelementptr inbounds nuw i8, ptr %145, i64 64
  %148 = getelementptr inbounds nuw i8, ptr %145, i64 96
  store <8 x float> %141, ptr %145, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %142, ptr %146, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %143, ptr %147, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %144, ptr %148, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.1

.split.us.preheader.1:                            ; preds = %88
  %149 = shl nuw nsw i64 %89, 9
  %scevgep.1 = getelementptr i8, ptr %87, i64 %149
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.1, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.1

.split5.us.1:                                     ; preds = %vector.body17, %.split.us.preheader.1
  %150 = add nuw nsw i64 %89, 1
  %exitcond8.1.not = icmp eq i64 %150, 128
  br i1 %exitcond8.1.not, label %151, label %88

151:                                              ; preds = %.split5.us.1
  %152 = or disjoint i64 %16, 256
  %153 = or disjoint i64 %17, 32768
  %154 = getelementptr i8, ptr %10, i64 %18
  %155 = getelementptr i8, ptr %154, i64 131072
  br label %156

156:                                              ; preds = %.split5.us.2, %151
  %157 = phi i64 [ 0, %151 ], [ %218, %.split5.us.2 ]
  %158 = add nuw nsw i64 %157, %152
  %159 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %158
  %160 = load i8, ptr %159, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.2 = freeze i8 %160
  %161 = trunc i8 %.fr6.2 to i1
  %162 = shl nuw nsw i64 %157, 7
  %163 = add nuw nsw i64 %162, %153
  br i1 %161, label %.split.us.preheader.2, label %vector.body30

vector.body30:                                    ; preds = %156
  %164 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %158
  %165 = load float, ptr %164, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert28 = insertelement <8 x float> poison, float %165, i64 0
  %broadcast.splat29 = shufflevector <8 x float> %broadcast.splatinsert28, <8 x float> poison, <8 x i32> zeroinitializer
  %166 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %163
  %167 = getelementptr inbounds nuw i8, ptr %166, i64 32
  %168 = getelementptr inbounds nuw i8, ptr %166, i64 64
  %169 = getelementptr inbounds nuw i8, ptr %166, i64 96
  %wide.load32 = load <8 x float>, ptr %166, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load33 = load <8 x float>, ptr %167, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load34 = load <8 x float>, ptr %168, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load35 = load <8 x float>, ptr %169, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %170 = fdiv <8 x float> %wide.load32, %broadcast.splat29
  %171 = fdiv <8 x float> %wide.load33, %broadcast.splat29
  %172 = fdiv <8 x float> %wide.load34, %broadcast.splat29
  %173 = fdiv <8 x float> %wide.load35, %broadcast.splat29
  %174 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %163
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 32
  %176 = getelementptr inbounds nuw i8, ptr %174, i64 64
  %177 = getelementptr inbounds nuw i8, ptr %174, i64 96
  store <8 x float> %170, ptr %174, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %171, ptr %175, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %172, ptr %176, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %173, ptr %177, align 4, !alias.scope !21, !noalias !22
  %178 = or disjoint i64 %163, 32
  %179 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %178
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 32
  %181 = getelementptr inbounds nuw i8, ptr %179, i64 64
  %182 = getelementptr inbounds nuw i8, ptr %179, i64 96
  %wide.load32.1 = load <8 x float>, ptr %179, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load33.1 = load <8 x float>, ptr %180, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load34.1 = load <8 x float>, ptr %181, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load35.1 = load <8 x float>, ptr %182, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %183 = fdiv <8 x float> %wide.load32.1, %broadcast.splat29
  %184 = fdiv <8 x float> %wide.load33.1, %broadcast.splat29
  %185 = fdiv <8 x float> %wide.load34.1, %broadcast.splat29
  %186 = fdiv <8 x float> %wide.load35.1, %broadcast.splat29
  %187 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %178
  %188 = getelementptr inbounds nuw i8, ptr %187, i64 32
  %189 = getelementptr inbounds nuw i8, ptr %187, i64 64
  %190 = getelementptr inbounds nuw i8, ptr %187, i64 96
  store <8 x float> %183, ptr %187, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %184, ptr %188, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %185, ptr %189, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %186, ptr %190, align 4, !alias.scope !21, !noalias !22
  %191 = or disjoint i64 %163, 64
  %192 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %191
  %193 = getelementptr inbounds nuw i8, ptr %192, i64 32
  %194 = getelementptr inbounds nuw i8, ptr %192, i64 64
  %195 = getelementptr inbounds nuw i8, ptr %192, i64 96
  %wide.load32.2 = load <8 x float>, ptr %192, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load33.2 = load <8 x float>, ptr %193, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load34.2 = load <8 x float>, ptr %194, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load35.2 = load <8 x float>, ptr %195, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %196 = fdiv <8 x float> %wide.load32.2, %broadcast.splat29
  %197 = fdiv <8 x float> %wide.load33.2, %broadcast.splat29
  %198 = fdiv <8 x float> %wide.load34.2, %broadcast.splat29
  %199 = fdiv <8 x float> %wide.load35.2, %broadcast.splat29
  %200 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %191
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 32
  %202 = getelementptr inbounds nuw i8, ptr %200, i64 64
  %203 = getelementptr inbounds nuw i8, ptr %200, i64 96
  store <8 x float> %196, ptr %200, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %197, ptr %201, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %198, ptr %202, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %199, ptr %203, align 4, !alias.scope !21, !noalias !22
  %204 = or disjoint i64 %163, 96
  %205 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %204
  %206 = getelementptr inbounds nuw i8, ptr %205, i64 32
  %207 = getelementptr inbounds nuw i8, ptr %205, i64 64
  %208 = getelementptr inbounds nuw i8, ptr %205, i64 96
  %wide.load32.3 = load <8 x float>, ptr %205, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load33.3 = load <8 x float>, ptr %206, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load34.3 = load <8 x float>, ptr %207, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load35.3 = load <8 x float>, ptr %208, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %209 = fdiv <8 x float> %wide.load32.3, %broadcast.splat29
  %210 = fdiv <8 x float> %wide.load33.3, %broadcast.splat29
  %211 = fdiv <8 x float> %wide.load34.3, %broadcast.splat29
  %212 = fdiv <8 x float> %wide.load35.3, %broadcast.splat29
  %213 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %204
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 32
  %215 = getelementptr inbounds nuw i8, ptr %213, i64 64
  %216 = getelementptr inbounds nuw i8, ptr %213, i64 96
  store <8 x float> %209, ptr %213, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %210, ptr %214, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %211, ptr %215, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %212, ptr %216, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.2

.split.us.preheader.2:                            ; preds = %156
  %217 = shl nuw nsw i64 %157, 9
  %scevgep.2 = getelementptr i8, ptr %155, i64 %217
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.2, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.2

.split5.us.2:                                     ; preds = %vector.body30, %.split.us.preheader.2
  %218 = add nuw nsw i64 %157, 1
  %exitcond8.2.not = icmp eq i64 %218, 128
  br i1 %exitcond8.2.not, label %219, label %156

219:                                              ; preds = %.split5.us.2
  %220 = or disjoint i64 %16, 384
  %221 = or disjoint i64 %17, 49152
  %222 = getelementptr i8, ptr %10, i64 %18
  %223 = getelementptr i8, ptr %222, i64 196608
  br label %224

224:                                              ; preds = %.split5.us.3, %219
  %225 = phi i64 [ 0, %219 ], [ %286, %.split5.us.3 ]
  %226 = add nuw nsw i64 %225, %220
  %227 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %226
  %228 = load i8, ptr %227, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.3 = freeze i8 %228
  %229 = trunc i8 %.fr6.3 to i1
  %230 = shl nuw nsw i64 %225, 7
  %231 = add nuw nsw i64 %230, %221
  br i1 %229, label %.split.us.preheader.3, label %vector.body43

vector.body43:                                    ; preds = %224
  %232 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %226
  %233 = load float, ptr %232, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert41 = insertelement <8 x float> poison, float %233, i64 0
  %broadcast.splat42 = shufflevector <8 x float> %broadcast.splatinsert41, <8 x float> poison, <8 x i32> zeroinitializer
  %234 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %231
  %235 = getelementptr inbounds nuw i8, ptr %234, i64 32
  %236 = getelementptr inbounds nuw i8, ptr %234, i64 64
  %237 = getelementptr inbounds nuw i8, ptr %234, i64 96
  %wide.load45 = load <8 x float>, ptr %234, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load46 = load <8 x float>, ptr %235, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load47 = load <8 x float>, ptr %236, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load48 = load <8 x float>, ptr %237, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %238 = fdiv <8 x float> %wide.load45, %broadcast.splat42
  %239 = fdiv <8 x float> %wide.load46, %broadcast.splat42
  %240 = fdiv <8 x float> %wide.load47, %broadcast.splat42
  %241 = fdiv <8 x float> %wide.load48, %broadcast.splat42
  %242 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %231
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 32
  %244 = getelementptr inbounds nuw i8, ptr %242, i64 64
  %245 = getelementptr inbounds nuw i8, ptr %242, i64 96
  store <8 x float> %238, ptr %242, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %239, ptr %243, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %240, ptr %244, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %241, ptr %245, align 4, !alias.scope !21, !noalias !22
  %246 = or disjoint i64 %231, 32
  %247 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %246
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 32
  %249 = getelementptr inbounds nuw i8, ptr %247, i64 64
  %250 = getelementptr inbounds nuw i8, ptr %247, i64 96
  %wide.load45.1 = load <8 x float>, ptr %247, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load46.1 = load <8 x float>, ptr %248, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load47.1 = load <8 x float>, ptr %249, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load48.1 = load <8 x float>, ptr %250, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %251 = fdiv <8 x float> %wide.load45.1, %broadcast.splat42
  %252 = fdiv <8 x float> %wide.load46.1, %broadcast.splat42
  %253 = fdiv <8 x float> %wide.load47.1, %broadcast.splat42
  %254 = fdiv <8 x float> %wide.load48.1, %broadcast.splat42
  %255 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %246
  %256 = getelementptr inbounds nuw i8, ptr %255, i64 32
  %257 = getelementptr inbounds nuw i8, ptr %255, i64 64
  %258 = getelementptr inbounds nuw i8, ptr %255, i64 96
  store <8 x float> %251, ptr %255, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %252, ptr %256, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %253, ptr %257, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %254, ptr %258, align 4, !alias.scope !21, !noalias !22
  %259 = or disjoint i64 %231, 64
  %260 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %259
  %261 = getelementptr inbounds nuw i8, ptr %260, i64 32
  %262 = getelementptr inbounds nuw i8, ptr %260, i64 64
  %263 = getelementptr inbounds nuw i8, ptr %260, i64 96
  %wide.load45.2 = load <8 x float>, ptr %260, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load46.2 = load <8 x float>, ptr %261, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load47.2 = load <8 x float>, ptr %262, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load48.2 = load <8 x float>, ptr %263, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %264 = fdiv <8 x float> %wide.load45.2, %broadcast.splat42
  %265 = fdiv <8 x float> %wide.load46.2, %broadcast.splat42
  %266 = fdiv <8 x float> %wide.load47.2, %broadcast.splat42
  %267 = fdiv <8 x float> %wide.load48.2, %broadcast.splat42
  %268 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %259
  %269 = getelementptr inbounds nuw i8, ptr %268, i64 32
  %270 = getelementptr inbounds nuw i8, ptr %268, i64 64
  %271 = getelementptr inbounds nuw i8, ptr %268, i64 96
  store <8 x float> %264, ptr %268, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %265, ptr %269, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %266, ptr %270, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %267, ptr %271, align 4, !alias.scope !21, !noalias !22
  %272 = or disjoint i64 %231, 96
  %273 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %272
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 32
  %275 = getelementptr inbounds nuw i8, ptr %273, i64 64
  %276 = getelementptr inbounds nuw i8, ptr %273, i64 96
  %wide.load45.3 = load <8 x float>, ptr %273, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load46.3 = load <8 x float>, ptr %274, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load47.3 = load <8 x float>, ptr %275, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load48.3 = load <8 x float>, ptr %276, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %277 = fdiv <8 x float> %wide.load45.3, %broadcast.splat42
  %278 = fdiv <8 x float> %wide.load46.3, %broadcast.splat42
  %279 = fdiv <8 x float> %wide.load47.3, %broadcast.splat42
  %280 = fdiv <8 x float> %wide.load48.3, %broadcast.splat42
  %281 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %272
  %282 = getelementptr inbounds nuw i8, ptr %281, i64 32
  %283 = getelementptr inbounds nuw i8, ptr %281, i64 64
  %284 = getelementptr inbounds nuw i8, ptr %281, i64 96
  store <8 x float> %277, ptr %281, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %278, ptr %282, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %279, ptr %283, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %280, ptr %284, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.3

.split.us.preheader.3:                            ; preds = %224
  %285 = shl nuw nsw i64 %225, 9
  %scevgep.3 = getelementptr i8, ptr %223, i64 %285
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.3, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.3

.split5.us.3:                                     ; preds = %vector.body43, %.split.us.preheader.3
  %286 = add nuw nsw i64 %225, 1
  %exitcond8.3.not = icmp eq i64 %286, 128
  br i1 %exitcond8.3.not, label %287, label %224

287:                                              ; preds = %.split5.us.3
  %288 = or disjoint i64 %16, 512
  %289 = or disjoint i64 %17, 65536
  %290 = getelementptr i8, ptr %10, i64 %18
  %291 = getelementptr i8, ptr %290, i64 262144
  br label %292

292:                                              ; preds = %.split5.us.4, %287
  %293 = phi i64 [ 0, %287 ], [ %354, %.split5.us.4 ]
  %294 = add nuw nsw i64 %293, %288
  %295 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %294
  %296 = load i8, ptr %295, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.4 = freeze i8 %296
  %297 = trunc i8 %.fr6.4 to i1
  %298 = shl nuw nsw i64 %293, 7
  %299 = add nuw nsw i64 %298, %289
  br i1 %297, label %.split.us.preheader.4, label %vector.body56

vector.body56:                                    ; preds = %292
  %300 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %294
  %301 = load float, ptr %300, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert54 = insertelement <8 x float> poison, float %301, i64 0
  %broadcast.splat55 = shufflevector <8 x float> %broadcast.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  %302 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %299
  %303 = getelementptr inbounds nuw i8, ptr %302, i64 32
  %304 = getelementptr inbounds nuw i8, ptr %302, i64 64
  %305 = getelementptr inbounds nuw i8, ptr %302, i64 96
  %wide.load58 = load <8 x float>, ptr %302, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load59 = load <8 x float>, ptr %303, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load60 = load <8 x float>, ptr %304, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load61 = load <8 x float>, ptr %305, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %306 = fdiv <8 x float> %wide.load58, %broadcast.splat55
  %307 = fdiv <8 x float> %wide.load59, %broadcast.splat55
  %308 = fdiv <8 x float> %wide.load60, %broadcast.splat55
  %309 = fdiv <8 x float> %wide.load61, %broadcast.splat55
  %310 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %299
  %311 = getelementptr inbounds nuw i8, ptr %310, i64 32
  %312 = getelementptr inbounds nuw i8, ptr %310, i64 64
  %313 = getelementptr inbounds nuw i8, ptr %310, i64 96
  store <8 x float> %306, ptr %310, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %307, ptr %311, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %308, ptr %312, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %309, ptr %313, align 4, !alias.scope !21, !noalias !22
  %314 = or disjoint i64 %299, 32
  %315 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %314
  %316 = getelementptr inbounds nuw i8, ptr %315, i64 32
  %317 = getelementptr inbounds nuw i8, ptr %315, i64 64
  %318 = getelementptr inbounds nuw i8, ptr %315, i64 96
  %wide.load58.1 = load <8 x float>, ptr %315, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load59.1 = load <8 x float>, ptr %316, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load60.1 = load <8 x float>, ptr %317, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load61.1 = load <8 x float>, ptr %318, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %319 = fdiv <8 x float> %wide.load58.1, %broadcast.splat55
  %320 = fdiv <8 x float> %wide.load59.1, %broadcast.splat55
  %321 = fdiv <8 x float> %wide.load60.1, %broadcast.splat55
  %322 = fdiv <8 x float> %wide.load61.1, %broadcast.splat55
  %323 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %314
  %324 = getelementptr inbounds nuw i8, ptr %323, i64 32
  %325 = getelementptr inbounds nuw i8, ptr %323, i64 64
  %326 = getelementptr inbounds nuw i8, ptr %323, i64 96
  store <8 x float> %319, ptr %323, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %320, ptr %324, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %321, ptr %325, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %322, ptr %326, align 4, !alias.scope !21, !noalias !22
  %327 = or disjoint i64 %299, 64
  %328 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %327
  %329 = getelementptr inbounds nuw i8, ptr %328, i64 32
  %330 = getelementptr inbounds nuw i8, ptr %328, i64 64
  %331 = getelementptr inbounds nuw i8, ptr %328, i64 96
  %wide.load58.2 = load <8 x float>, ptr %328, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load59.2 = load <8 x float>, ptr %329, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load60.2 = load <8 x float>, ptr %330, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load61.2 = load <8 x float>, ptr %331, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %332 = fdiv <8 x float> %wide.load58.2, %broadcast.splat55
  %333 = fdiv <8 x float> %wide.load59.2, %broadcast.splat55
  %334 = fdiv <8 x float> %wide.load60.2, %broadcast.splat55
  %335 = fdiv <8 x float> %wide.load61.2, %broadcast.splat55
  %336 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %327
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 32
  %338 = getelementptr inbounds nuw i8, ptr %336, i64 64
  %339 = getelementptr inbounds nuw i8, ptr %336, i64 96
  store <8 x float> %332, ptr %336, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %333, ptr %337, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %334, ptr %338, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %335, ptr %339, align 4, !alias.scope !21, !noalias !22
  %340 = or disjoint i64 %299, 96
  %341 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %340
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 32
  %343 = getelementptr inbounds nuw i8, ptr %341, i64 64
  %344 = getelementptr inbounds nuw i8, ptr %341, i64 96
  %wide.load58.3 = load <8 x float>, ptr %341, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load59.3 = load <8 x float>, ptr %342, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load60.3 = load <8 x float>, ptr %343, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load61.3 = load <8 x float>, ptr %344, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %345 = fdiv <8 x float> %wide.load58.3, %broadcast.splat55
  %346 = fdiv <8 x float> %wide.load59.3, %broadcast.splat55
  %347 = fdiv <8 x float> %wide.load60.3, %broadcast.splat55
  %348 = fdiv <8 x float> %wide.load61.3, %broadcast.splat55
  %349 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %340
  %350 = getelementptr inbounds nuw i8, ptr %349, i64 32
  %351 = getelementptr inbounds nuw i8, ptr %349, i64 64
  %352 = getelementptr inbounds nuw i8, ptr %349, i64 96
  store <8 x float> %345, ptr %349, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %346, ptr %350, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %347, ptr %351, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %348, ptr %352, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.4

.split.us.preheader.4:                            ; preds = %292
  %353 = shl nuw nsw i64 %293, 9
  %scevgep.4 = getelementptr i8, ptr %291, i64 %353
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.4, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.4

.split5.us.4:                                     ; preds = %vector.body56, %.split.us.preheader.4
  %354 = add nuw nsw i64 %293, 1
  %exitcond8.4.not = icmp eq i64 %354, 128
  br i1 %exitcond8.4.not, label %355, label %292

355:                                              ; preds = %.split5.us.4
  %356 = or disjoint i64 %16, 640
  %357 = or disjoint i64 %17, 81920
  %358 = getelementptr i8, ptr %10, i64 %18
  %359 = getelementptr i8, ptr %358, i64 327680
  br label %360

360:                                              ; preds = %.split5.us.5, %355
  %361 = phi i64 [ 0, %355 ], [ %422, %.split5.us.5 ]
  %362 = add nuw nsw i64 %361, %356
  %363 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %362
  %364 = load i8, ptr %363, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.5 = freeze i8 %364
  %365 = trunc i8 %.fr6.5 to i1
  %366 = shl nuw nsw i64 %361, 7
  %367 = add nuw nsw i64 %366, %357
  br i1 %365, label %.split.us.preheader.5, label %vector.body69

vector.body69:                                    ; preds = %360
  %368 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %362
  %369 = load float, ptr %368, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert67 = insertelement <8 x float> poison, float %369, i64 0
  %broadcast.splat68 = shufflevector <8 x float> %broadcast.splatinsert67, <8 x float> poison, <8 x i32> zeroinitializer
  %370 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %367
  %371 = getelementptr inbounds nuw i8, ptr %370, i64 32
  %372 = getelementptr inbounds nuw i8, ptr %370, i64 64
  %373 = getelementptr inbounds nuw i8, ptr %370, i64 96
  %wide.load71 = load <8 x float>, ptr %370, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load72 = load <8 x float>, ptr %371, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load73 = load <8 x float>, ptr %372, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load74 = load <8 x float>, ptr %373, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %374 = fdiv <8 x float> %wide.load71, %broadcast.splat68
  %375 = fdiv <8 x float> %wide.load72, %broadcast.splat68
  %376 = fdiv <8 x float> %wide.load73, %broadcast.splat68
  %377 = fdiv <8 x float> %wide.load74, %broadcast.splat68
  %378 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %367
  %379 = getelementptr inbounds nuw i8, ptr %378, i64 32
  %380 = getelementptr inbounds nuw i8, ptr %378, i64 64
  %381 = getelementptr inbounds nuw i8, ptr %378, i64 96
  store <8 x float> %374, ptr %378, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %375, ptr %379, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %376, ptr %380, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %377, ptr %381, align 4, !alias.scope !21, !noalias !22
  %382 = or disjoint i64 %367, 32
  %383 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %382
  %384 = getelementptr inbounds nuw i8, ptr %383, i64 32
  %385 = getelementptr inbounds nuw i8, ptr %383, i64 64
  %386 = getelementptr inbounds nuw i8, ptr %383, i64 96
  %wide.load71.1 = load <8 x float>, ptr %383, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load72.1 = load <8 x float>, ptr %384, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load73.1 = load <8 x float>, ptr %385, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load74.1 = load <8 x float>, ptr %386, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %387 = fdiv <8 x float> %wide.load71.1, %broadcast.splat68
  %388 = fdiv <8 x float> %wide.load72.1, %broadcast.splat68
  %389 = fdiv <8 x float> %wide.load73.1, %broadcast.splat68
  %390 = fdiv <8 x float> %wide.load74.1, %broadcast.splat68
  %391 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %382
  %392 = getelementptr inbounds nuw i8, ptr %391, i64 32
  %393 = getelementptr inbounds nuw i8, ptr %391, i64 64
  %394 = getelementptr inbounds nuw i8, ptr %391, i64 96
  store <8 x float> %387, ptr %391, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %388, ptr %392, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %389, ptr %393, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %390, ptr %394, align 4, !alias.scope !21, !noalias !22
  %395 = or disjoint i64 %367, 64
  %396 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %395
  %397 = getelementptr inbounds nuw i8, ptr %396, i64 32
  %398 = getelementptr inbounds nuw i8, ptr %396, i64 64
  %399 = getelementptr inbounds nuw i8, ptr %396, i64 96
  %wide.load71.2 = load <8 x float>, ptr %396, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load72.2 = load <8 x float>, ptr %397, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load73.2 = load <8 x float>, ptr %398, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load74.2 = load <8 x float>, ptr %399, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %400 = fdiv <8 x float> %wide.load71.2, %broadcast.splat68
  %401 = fdiv <8 x float> %wide.load72.2, %broadcast.splat68
  %402 = fdiv <8 x float> %wide.load73.2, %broadcast.splat68
  %403 = fdiv <8 x float> %wide.load74.2, %broadcast.splat68
  %404 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %395
  %405 = getelementptr inbounds nuw i8, ptr %404, i64 32
  %406 = getelementptr inbounds nuw i8, ptr %404, i64 64
  %407 = getelementptr inbounds nuw i8, ptr %404, i64 96
  store <8 x float> %400, ptr %404, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %401, ptr %405, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %402, ptr %406, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %403, ptr %407, align 4, !alias.scope !21, !noalias !22
  %408 = or disjoint i64 %367, 96
  %409 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %408
  %410 = getelementptr inbounds nuw i8, ptr %409, i64 32
  %411 = getelementptr inbounds nuw i8, ptr %409, i64 64
  %412 = getelementptr inbounds nuw i8, ptr %409, i64 96
  %wide.load71.3 = load <8 x float>, ptr %409, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load72.3 = load <8 x float>, ptr %410, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load73.3 = load <8 x float>, ptr %411, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load74.3 = load <8 x float>, ptr %412, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %413 = fdiv <8 x float> %wide.load71.3, %broadcast.splat68
  %414 = fdiv <8 x float> %wide.load72.3, %broadcast.splat68
  %415 = fdiv <8 x float> %wide.load73.3, %broadcast.splat68
  %416 = fdiv <8 x float> %wide.load74.3, %broadcast.splat68
  %417 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %408
  %418 = getelementptr inbounds nuw i8, ptr %417, i64 32
  %419 = getelementptr inbounds nuw i8, ptr %417, i64 64
  %420 = getelementptr inbounds nuw i8, ptr %417, i64 96
  store <8 x float> %413, ptr %417, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %414, ptr %418, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %415, ptr %419, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %416, ptr %420, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.5

.split.us.preheader.5:                            ; preds = %360
  %421 = shl nuw nsw i64 %361, 9
  %scevgep.5 = getelementptr i8, ptr %359, i64 %421
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.5, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.5

.split5.us.5:                                     ; preds = %vector.body69, %.split.us.preheader.5
  %422 = add nuw nsw i64 %361, 1
  %exitcond8.5.not = icmp eq i64 %422, 128
  br i1 %exitcond8.5.not, label %423, label %360

423:                                              ; preds = %.split5.us.5
  %424 = or disjoint i64 %16, 768
  %425 = or disjoint i64 %17, 98304
  %426 = getelementptr i8, ptr %10, i64 %18
  %427 = getelementptr i8, ptr %426, i64 393216
  br label %428

428:                                              ; preds = %.split5.us.6, %423
  %429 = phi i64 [ 0, %423 ], [ %490, %.split5.us.6 ]
  %430 = add nuw nsw i64 %429, %424
  %431 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %430
  %432 = load i8, ptr %431, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.6 = freeze i8 %432
  %433 = trunc i8 %.fr6.6 to i1
  %434 = shl nuw nsw i64 %429, 7
  %435 = add nuw nsw i64 %434, %425
  br i1 %433, label %.split.us.preheader.6, label %vector.body82

vector.body82:                                    ; preds = %428
  %436 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %430
  %437 = load float, ptr %436, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert80 = insertelement <8 x float> poison, float %437, i64 0
  %broadcast.splat81 = shufflevector <8 x float> %broadcast.splatinsert80, <8 x float> poison, <8 x i32> zeroinitializer
  %438 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %435
  %439 = getelementptr inbounds nuw i8, ptr %438, i64 32
  %440 = getelementptr inbounds nuw i8, ptr %438, i64 64
  %441 = getelementptr inbounds nuw i8, ptr %438, i64 96
  %wide.load84 = load <8 x float>, ptr %438, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load85 = load <8 x float>, ptr %439, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load86 = load <8 x float>, ptr %440, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load87 = load <8 x float>, ptr %441, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %442 = fdiv <8 x float> %wide.load84, %broadcast.splat81
  %443 = fdiv <8 x float> %wide.load85, %broadcast.splat81
  %444 = fdiv <8 x float> %wide.load86, %broadcast.splat81
  %445 = fdiv <8 x float> %wide.load87, %broadcast.splat81
  %446 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %435
  %447 = getelementptr inbounds nuw i8, ptr %446, i64 32
  %448 = getelementptr inbounds nuw i8, ptr %446, i64 64
  %449 = getelementptr inbounds nuw i8, ptr %446, i64 96
  store <8 x float> %442, ptr %446, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %443, ptr %447, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %444, ptr %448, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %445, ptr %449, align 4, !alias.scope !21, !noalias !22
  %450 = or disjoint i64 %435, 32
  %451 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %450
  %452 = getelementptr inbounds nuw i8, ptr %451, i64 32
  %453 = getelementptr inbounds nuw i8, ptr %451, i64 64
  %454 = getelementptr inbounds nuw i8, ptr %451, i64 96
  %wide.load84.1 = load <8 x float>, ptr %451, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load85.1 = load <8 x float>, ptr %452, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load86.1 = load <8 x float>, ptr %453, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load87.1 = load <8 x float>, ptr %454, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %455 = fdiv <8 x float> %wide.load84.1, %broadcast.splat81
  %456 = fdiv <8 x float> %wide.load85.1, %broadcast.splat81
  %457 = fdiv <8 x float> %wide.load86.1, %broadcast.splat81
  %458 = fdiv <8 x float> %wide.load87.1, %broadcast.splat81
  %459 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %450
  %460 = getelementptr inbounds nuw i8, ptr %459, i64 32
  %461 = getelementptr inbounds nuw i8, ptr %459, i64 64
  %462 = getelementptr inbounds nuw i8, ptr %459, i64 96
  store <8 x float> %455, ptr %459, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %456, ptr %460, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %457, ptr %461, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %458, ptr %462, align 4, !alias.scope !21, !noalias !22
  %463 = or disjoint i64 %435, 64
  %464 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %463
  %465 = getelementptr inbounds nuw i8, ptr %464, i64 32
  %466 = getelementptr inbounds nuw i8, ptr %464, i64 64
  %467 = getelementptr inbounds nuw i8, ptr %464, i64 96
  %wide.load84.2 = load <8 x float>, ptr %464, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load85.2 = load <8 x float>, ptr %465, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load86.2 = load <8 x float>, ptr %466, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load87.2 = load <8 x float>, ptr %467, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %468 = fdiv <8 x float> %wide.load84.2, %broadcast.splat81
  %469 = fdiv <8 x float> %wide.load85.2, %broadcast.splat81
  %470 = fdiv <8 x float> %wide.load86.2, %broadcast.splat81
  %471 = fdiv <8 x float> %wide.load87.2, %broadcast.splat81
  %472 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %463
  %473 = getelementptr inbounds nuw i8, ptr %472, i64 32
  %474 = getelementptr inbounds nuw i8, ptr %472, i64 64
  %475 = getelementptr inbounds nuw i8, ptr %472, i64 96
  store <8 x float> %468, ptr %472, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %469, ptr %473, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %470, ptr %474, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %471, ptr %475, align 4, !alias.scope !21, !noalias !22
  %476 = or disjoint i64 %435, 96
  %477 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %476
  %478 = getelementptr inbounds nuw i8, ptr %477, i64 32
  %479 = getelementptr inbounds nuw i8, ptr %477, i64 64
  %480 = getelementptr inbounds nuw i8, ptr %477, i64 96
  %wide.load84.3 = load <8 x float>, ptr %477, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load85.3 = load <8 x float>, ptr %478, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load86.3 = load <8 x float>, ptr %479, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load87.3 = load <8 x float>, ptr %480, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %481 = fdiv <8 x float> %wide.load84.3, %broadcast.splat81
  %482 = fdiv <8 x float> %wide.load85.3, %broadcast.splat81
  %483 = fdiv <8 x float> %wide.load86.3, %broadcast.splat81
  %484 = fdiv <8 x float> %wide.load87.3, %broadcast.splat81
  %485 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %476
  %486 = getelementptr inbounds nuw i8, ptr %485, i64 32
  %487 = getelementptr inbounds nuw i8, ptr %485, i64 64
  %488 = getelementptr inbounds nuw i8, ptr %485, i64 96
  store <8 x float> %481, ptr %485, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %482, ptr %486, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %483, ptr %487, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %484, ptr %488, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.6

.split.us.preheader.6:                            ; preds = %428
  %489 = shl nuw nsw i64 %429, 9
  %scevgep.6 = getelementptr i8, ptr %427, i64 %489
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.6, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.6

.split5.us.6:                                     ; preds = %vector.body82, %.split.us.preheader.6
  %490 = add nuw nsw i64 %429, 1
  %exitcond8.6.not = icmp eq i64 %490, 128
  br i1 %exitcond8.6.not, label %491, label %428

491:                                              ; preds = %.split5.us.6
  %492 = or disjoint i64 %16, 896
  %493 = or disjoint i64 %17, 114688
  %494 = getelementptr i8, ptr %10, i64 %18
  %495 = getelementptr i8, ptr %494, i64 458752
  br label %496

496:                                              ; preds = %.split5.us.7, %491
  %497 = phi i64 [ 0, %491 ], [ %558, %.split5.us.7 ]
  %498 = add nuw nsw i64 %497, %492
  %499 = getelementptr inbounds nuw [2048 x i8], ptr %8, i64 0, i64 %498
  %500 = load i8, ptr %499, align 1, !invariant.load !3, !alias.scope !12, !noalias !16
  %.fr6.7 = freeze i8 %500
  %501 = trunc i8 %.fr6.7 to i1
  %502 = shl nuw nsw i64 %497, 7
  %503 = add nuw nsw i64 %502, %493
  br i1 %501, label %.split.us.preheader.7, label %vector.body95

vector.body95:                                    ; preds = %496
  %504 = getelementptr inbounds nuw [2048 x float], ptr %6, i64 0, i64 %498
  %505 = load float, ptr %504, align 4, !invariant.load !3, !alias.scope !10, !noalias !19
  %broadcast.splatinsert93 = insertelement <8 x float> poison, float %505, i64 0
  %broadcast.splat94 = shufflevector <8 x float> %broadcast.splatinsert93, <8 x float> poison, <8 x i32> zeroinitializer
  %506 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %503
  %507 = getelementptr inbounds nuw i8, ptr %506, i64 32
  %508 = getelementptr inbounds nuw i8, ptr %506, i64 64
  %509 = getelementptr inbounds nuw i8, ptr %506, i64 96
  %wide.load97 = load <8 x float>, ptr %506, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load98 = load <8 x float>, ptr %507, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load99 = load <8 x float>, ptr %508, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load100 = load <8 x float>, ptr %509, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %510 = fdiv <8 x float> %wide.load97, %broadcast.splat94
  %511 = fdiv <8 x float> %wide.load98, %broadcast.splat94
  %512 = fdiv <8 x float> %wide.load99, %broadcast.splat94
  %513 = fdiv <8 x float> %wide.load100, %broadcast.splat94
  %514 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %503
  %515 = getelementptr inbounds nuw i8, ptr %514, i64 32
  %516 = getelementptr inbounds nuw i8, ptr %514, i64 64
  %517 = getelementptr inbounds nuw i8, ptr %514, i64 96
  store <8 x float> %510, ptr %514, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %511, ptr %515, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %512, ptr %516, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %513, ptr %517, align 4, !alias.scope !21, !noalias !22
  %518 = or disjoint i64 %503, 32
  %519 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %518
  %520 = getelementptr inbounds nuw i8, ptr %519, i64 32
  %521 = getelementptr inbounds nuw i8, ptr %519, i64 64
  %522 = getelementptr inbounds nuw i8, ptr %519, i64 96
  %wide.load97.1 = load <8 x float>, ptr %519, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load98.1 = load <8 x float>, ptr %520, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load99.1 = load <8 x float>, ptr %521, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load100.1 = load <8 x float>, ptr %522, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %523 = fdiv <8 x float> %wide.load97.1, %broadcast.splat94
  %524 = fdiv <8 x float> %wide.load98.1, %broadcast.splat94
  %525 = fdiv <8 x float> %wide.load99.1, %broadcast.splat94
  %526 = fdiv <8 x float> %wide.load100.1, %broadcast.splat94
  %527 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %518
  %528 = getelementptr inbounds nuw i8, ptr %527, i64 32
  %529 = getelementptr inbounds nuw i8, ptr %527, i64 64
  %530 = getelementptr inbounds nuw i8, ptr %527, i64 96
  store <8 x float> %523, ptr %527, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %524, ptr %528, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %525, ptr %529, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %526, ptr %530, align 4, !alias.scope !21, !noalias !22
  %531 = or disjoint i64 %503, 64
  %532 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %531
  %533 = getelementptr inbounds nuw i8, ptr %532, i64 32
  %534 = getelementptr inbounds nuw i8, ptr %532, i64 64
  %535 = getelementptr inbounds nuw i8, ptr %532, i64 96
  %wide.load97.2 = load <8 x float>, ptr %532, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load98.2 = load <8 x float>, ptr %533, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load99.2 = load <8 x float>, ptr %534, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load100.2 = load <8 x float>, ptr %535, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %536 = fdiv <8 x float> %wide.load97.2, %broadcast.splat94
  %537 = fdiv <8 x float> %wide.load98.2, %broadcast.splat94
  %538 = fdiv <8 x float> %wide.load99.2, %broadcast.splat94
  %539 = fdiv <8 x float> %wide.load100.2, %broadcast.splat94
  %540 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %531
  %541 = getelementptr inbounds nuw i8, ptr %540, i64 32
  %542 = getelementptr inbounds nuw i8, ptr %540, i64 64
  %543 = getelementptr inbounds nuw i8, ptr %540, i64 96
  store <8 x float> %536, ptr %540, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %537, ptr %541, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %538, ptr %542, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %539, ptr %543, align 4, !alias.scope !21, !noalias !22
  %544 = or disjoint i64 %503, 96
  %545 = getelementptr inbounds nuw [262144 x float], ptr %4, i64 0, i64 %544
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 32
  %547 = getelementptr inbounds nuw i8, ptr %545, i64 64
  %548 = getelementptr inbounds nuw i8, ptr %545, i64 96
  %wide.load97.3 = load <8 x float>, ptr %545, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load98.3 = load <8 x float>, ptr %546, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load99.3 = load <8 x float>, ptr %547, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %wide.load100.3 = load <8 x float>, ptr %548, align 4, !invariant.load !3, !alias.scope !7, !noalias !20
  %549 = fdiv <8 x float> %wide.load97.3, %broadcast.splat94
  %550 = fdiv <8 x float> %wide.load98.3, %broadcast.splat94
  %551 = fdiv <8 x float> %wide.load99.3, %broadcast.splat94
  %552 = fdiv <8 x float> %wide.load100.3, %broadcast.splat94
  %553 = getelementptr inbounds nuw [262144 x float], ptr %10, i64 0, i64 %544
  %554 = getelementptr inbounds nuw i8, ptr %553, i64 32
  %555 = getelementptr inbounds nuw i8, ptr %553, i64 64
  %556 = getelementptr inbounds nuw i8, ptr %553, i64 96
  store <8 x float> %549, ptr %553, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %550, ptr %554, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %551, ptr %555, align 4, !alias.scope !21, !noalias !22
  store <8 x float> %552, ptr %556, align 4, !alias.scope !21, !noalias !22
  br label %.split5.us.7

.split.us.preheader.7:                            ; preds = %496
  %557 = shl nuw nsw i64 %497, 9
  %scevgep.7 = getelementptr i8, ptr %495, i64 %557
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(512) %scevgep.7, i8 0, i64 512, i1 false), !alias.scope !21, !noalias !22
  br label %.split5.us.7

.split5.us.7:                                     ; preds = %vector.body95, %.split.us.preheader.7
  %558 = add nuw nsw i64 %497, 1
  %exitcond8.7.not = icmp eq i64 %558, 128
  br i1 %exitcond8.7.not, label %select_bitcast_fusion.1.clone_wrapped.exit, label %496

select_bitcast_fusion.1.clone_wrapped.exit:       ; preds = %.split5.us.7, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 1048576}
!5 = !{i64 8192}
!6 = !{i64 2048}
!7 = !{!8}
!8 = distinct !{!8, !9, !"select_bitcast_fusion.1.clone_wrapped: argument 0"}
!9 = distinct !{!9, !"select_bitcast_fusion.1.clone_wrapped"}
!10 = !{!11}
!11 = distinct !{!11, !9, !"select_bitcast_fusion.1.clone_wrapped: argument 1"}
!12 = !{!13}
!13 = distinct !{!13, !9, !"select_bitcast_fusion.1.clone_wrapped: argument 2"}
!14 = !{!15}
!15 = distinct !{!15, !9, !"select_bitcast_fusion.1.clone_wrapped: argument 3"}
!16 = !{!17, !8, !11, !15}
!17 = distinct !{!17, !18, !"xla.slice_index=3"}
!18 = distinct !{!18}
!19 = !{!17, !8, !13, !15}
!20 = !{!17, !11, !13, !15}
!21 = !{!17, !15}
!22 = !{!8, !11, !13}
